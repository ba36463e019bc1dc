import {
  REFERRAL_MESSAGES,
  REFERRAL_REFUSALS,
  type ApplyReferralCodeResponse,
  type ReferralRefusal,
} from '@campusloop/contracts';
import { AppError, type AuthUser } from '@campusloop/service-kit';
import type { ReferralsContext } from './referrals-context';
import { APPLYING_USER_TYPE } from './load-eligibility';

/** Apply attempts count over the last hour, not per clock hour (a fixed window let ~2× through around its boundary). */
const APPLY_WINDOW_MS = 60 * 60 * 1000;

const REFUSAL_ERRORS: Record<ReferralRefusal, () => AppError> = {
  [REFERRAL_REFUSALS.alreadyApplied]: () => AppError.conflict(REFERRAL_MESSAGES.alreadyApplied),
  [REFERRAL_REFUSALS.afterVerification]: () => AppError.conflict(REFERRAL_MESSAGES.afterVerification),
  [REFERRAL_REFUSALS.notVerifiedUserType]: () => AppError.forbidden(REFERRAL_MESSAGES.notVerifiedUserType),
};

/**
 * POST /referrals/apply (spec §5): once, only for userType VERIFIED, only before the university e-mail
 * is verified, never one's own code. Every attempt counts against the caller's last hour first (429 +
 * Retry-After beyond it; a refused try is not counted), so codes cannot be guessed; a code that is not a live code gets one answer
 * whatever the reason, which tells nothing about other users. Identity records the code and checks the
 * rule in the same step (it owns `hasAppliedReferralCode`/`referredByCode`), so a verification at the
 * same moment cannot slip between the check and the write; then the referral is recorded here for the
 * referrer's stats (a retry after a lost answer records it too: identity answers 200 for the same code).
 */
export async function applyReferralCode(
  ctx: ReferralsContext,
  user: AuthUser,
  referralCode: string,
): Promise<ApplyReferralCodeResponse> {
  await ctx.applyAttempts.take({
    bucket: `referral-apply:${user.id}`,
    max: ctx.maxApplyAttempts,
    windowMs: APPLY_WINDOW_MS,
    message: REFERRAL_MESSAGES.tooManyAttempts,
  });

  if (user.userType !== APPLYING_USER_TYPE) throw REFUSAL_ERRORS[REFERRAL_REFUSALS.notVerifiedUserType]();
  const applied = await ctx.store.findReferralOf(user.id);
  if (applied && applied.code !== referralCode) throw REFUSAL_ERRORS[REFERRAL_REFUSALS.alreadyApplied]();

  const referrerId = await ctx.store.ownerOfCode(referralCode);
  if (!referrerId) throw AppError.badRequest(REFERRAL_MESSAGES.invalidCode);
  if (referrerId === user.id) throw AppError.badRequest(REFERRAL_MESSAGES.ownCode);

  const outcome = await ctx.identity.recordAppliedCode(user.id, referralCode);
  if (!outcome.recorded) throw REFUSAL_ERRORS[outcome.refusal]();
  await ctx.store.recordReferral({ _id: user.id, referrerId, code: referralCode, appliedAt: ctx.now() });
  return { message: REFERRAL_MESSAGES.applied, referredByCode: referralCode, hasAppliedReferralCode: true };
}
