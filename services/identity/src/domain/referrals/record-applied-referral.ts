import {
  REFERRAL_REFUSALS,
  type InternalApplyReferralResponse,
  type ReferralRefusal,
} from '@campusloop/contracts';
import { AppError } from '@campusloop/service-kit';
import type { UserRecord } from '../../data/user-model';
import type { IdentityContext } from '../identity-context';

/** Spec §6: only this account type may apply a referral code. */
const APPLYING_USER_TYPE = 'VERIFIED';

/** Why `user` may not record `referralCode` now (undefined: it may, or already did with this code). */
function refusalFor(user: UserRecord, referralCode: string): ReferralRefusal | undefined {
  if (user.referredByCode) return user.referredByCode === referralCode ? undefined : REFERRAL_REFUSALS.alreadyApplied;
  if (user.userType !== APPLYING_USER_TYPE) return REFERRAL_REFUSALS.notVerifiedUserType;
  if (user.universityVerified || user.universityEmailVerifiedAt) return REFERRAL_REFUSALS.afterVerification;
  return undefined;
}

const refuse = (refusal: ReferralRefusal) => new AppError(409, refusal, 'This referral code cannot be applied.');

/**
 * POST /internal/users/{userId}/referral (the referrals service, service token): records the code a
 * user applied (`hasAppliedReferralCode`, `referredByCode`, spec §5) — once, only for userType
 * VERIFIED, only before the university e-mail is verified. The check and the write run under the
 * user's lock, which university verification's write takes too, and the write is conditional on the
 * same facts: applying and verifying at the same moment are serialised, so a code is never recorded
 * after verification (and neither write overwrites the other on FerretDB's read-modify-write updates).
 * The same code again answers 200 (a retry after a lost answer).
 */
export async function recordAppliedReferral(
  ctx: IdentityContext,
  userId: string,
  referralCode: string,
): Promise<InternalApplyReferralResponse> {
  const { users } = ctx.models;
  return ctx.userLock.run(userId, async () => {
    const user = await users.findById(userId).lean();
    if (!user) throw AppError.notFound('User not found.');
    const refusal = refusalFor(user, referralCode);
    if (refusal) throw refuse(refusal);
    if (user.referredByCode !== referralCode) {
      const written = await users
        .findOneAndUpdate(
          { _id: userId, referredByCode: null, universityVerified: false, universityEmailVerifiedAt: null },
          { $set: { hasAppliedReferralCode: true, referredByCode: referralCode, updatedAt: ctx.now() } },
          { returnDocument: 'after' },
        )
        .lean();
      if (!written) {
        const current = await users.findById(userId).lean();
        throw refuse((current && refusalFor(current, referralCode)) ?? REFERRAL_REFUSALS.alreadyApplied);
      }
    }
    return { referredByCode: referralCode, hasAppliedReferralCode: true };
  });
}
