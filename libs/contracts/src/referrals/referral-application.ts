import { z } from 'zod';
import { referralCodeSchema } from './referral-code';

/**
 * Identity owns `hasAppliedReferralCode` / `referredByCode`. The referrals service records an applied
 * code there through `POST /internal/users/{userId}/referral` (service token), which checks the rule
 * (userType VERIFIED, nothing applied yet, university e-mail not verified) in the same step as the
 * write, so applying and verifying at the same moment cannot both succeed against it.
 */
export const INTERNAL_REFERRAL_PATH = '/internal/users/{userId}/referral';

export function internalReferralPath(userId: string): string {
  return INTERNAL_REFERRAL_PATH.replace('{userId}', encodeURIComponent(userId));
}

export const internalReferralParamsSchema = z.object({ userId: z.string().min(1).max(64) });

export const internalApplyReferralRequestSchema = z.strictObject({ referralCode: referralCodeSchema });
export type InternalApplyReferralRequest = z.infer<typeof internalApplyReferralRequestSchema>;

/**
 * 200: recorded now, or already recorded with this same code (a retry after a lost answer).
 * 409 with `code` one of REFERRAL_REFUSALS otherwise.
 */
export const internalApplyReferralResponseSchema = z.strictObject({
  referredByCode: referralCodeSchema,
  hasAppliedReferralCode: z.literal(true),
});
export type InternalApplyReferralResponse = z.infer<typeof internalApplyReferralResponseSchema>;

/** Why identity refuses to record a code (the error's `code`). */
export const REFERRAL_REFUSALS = {
  alreadyApplied: 'REFERRAL_ALREADY_APPLIED',
  afterVerification: 'REFERRAL_AFTER_VERIFICATION',
  notVerifiedUserType: 'REFERRAL_USER_TYPE',
} as const;
export type ReferralRefusal = (typeof REFERRAL_REFUSALS)[keyof typeof REFERRAL_REFUSALS];
