import type { ReferralEligibility } from '@campusloop/contracts';
import type { AuthUser } from '@campusloop/service-kit';
import type { ReferralsContext } from './referrals-context';

/** Only this account type may apply a code (spec §6). */
export const APPLYING_USER_TYPE = 'VERIFIED';

/**
 * GET /referrals/eligibility, from facts other services published, never their databases:
 * - universityEmailVerified: identity's `user.updated` (the people projection; identity's
 *   /internal/people on a miss; the token's claim only when neither knows the user);
 * - universityRated: reviews' `rating.created` / `rating.deleted` / `rating.blocked` / `rating.unblocked`
 *   (a deleted or blocked last rating makes it false again; a code already generated stays);
 * - accountCreated: the caller holds an access token of their account.
 * canApply (spec §5): userType VERIFIED, no code applied yet, university e-mail not verified.
 */
export async function loadEligibility(ctx: ReferralsContext, user: AuthUser): Promise<ReferralEligibility> {
  const [people, rated, referrer, referral] = await Promise.all([
    ctx.people.loadPeople([user.id]),
    ctx.store.usersWithRatings([user.id]),
    ctx.store.findReferrer(user.id),
    ctx.store.findReferralOf(user.id),
  ]);
  const universityEmailVerified = people.get(user.id)?.isVerified ?? user.universityVerified;
  const requirements = {
    accountCreated: true,
    universityEmailVerified,
    universityRated: rated.has(user.id),
  };
  return {
    eligible: requirements.accountCreated && requirements.universityEmailVerified && requirements.universityRated,
    hasReferralCode: referrer !== null,
    requirements,
    canApply: user.userType === APPLYING_USER_TYPE && referral === null && !universityEmailVerified,
    referredByCode: referral?.code ?? null,
  };
}
