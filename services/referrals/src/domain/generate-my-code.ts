import { REFERRAL_MESSAGES, type ReferralCodeResponse } from '@campusloop/contracts';
import { AppError, type AuthUser } from '@campusloop/service-kit';
import type { ReferrerDoc } from '../data/referral-models';
import type { ReferralsContext } from './referrals-context';
import { loadEligibility } from './load-eligibility';

/** Fresh codes tried before giving up (a collision among 36^10 codes is already rare). */
export const MAX_CODE_TRIES = 8;

const present = (referrer: ReferrerDoc): ReferralCodeResponse => ({
  referralCode: referrer.code,
  generatedAt: referrer.generatedAt.toISOString(),
});

/**
 * POST /referrals/my-code: the caller's one code. Asking again answers the same code (even if a
 * requirement is no longer met: a code stays). The first time the caller must be eligible (403
 * otherwise); a fresh CSPRNG code is claimed by a unique insert (a collision tries another), then made
 * the user's by a second unique insert; a concurrent request that lost gives its code back and answers
 * the winner's.
 */
export async function generateMyCode(ctx: ReferralsContext, user: AuthUser): Promise<ReferralCodeResponse> {
  const existing = await ctx.store.findReferrer(user.id);
  if (existing) return present(existing);
  const eligibility = await loadEligibility(ctx, user);
  if (!eligibility.eligible) throw AppError.forbidden(REFERRAL_MESSAGES.notEligible);

  return ctx.codeLock.run(user.id, async () => {
    const mine = await ctx.store.findReferrer(user.id);
    if (mine) return present(mine);
    const generatedAt = ctx.now();
    const code = await claimFreshCode(ctx, user.id, generatedAt);
    if (await ctx.store.setReferrer(user.id, code, generatedAt)) return { referralCode: code, generatedAt: generatedAt.toISOString() };
    await ctx.store.releaseCode(code, user.id);
    const winner = await ctx.store.findReferrer(user.id);
    if (!winner) throw new Error(`referrals: no code for ${user.id} after a duplicate key`);
    return present(winner);
  });
}

async function claimFreshCode(ctx: ReferralsContext, userId: string, generatedAt: Date): Promise<string> {
  for (let tries = 0; tries < MAX_CODE_TRIES; tries += 1) {
    const code = ctx.newReferralCode();
    if (await ctx.store.claimCode(code, userId, generatedAt)) return code;
    ctx.logger.warn({ tries: tries + 1 }, 'referral code collision, trying another');
  }
  throw new Error(`referrals: no free code after ${MAX_CODE_TRIES} tries`);
}
