import { z } from 'zod';
import { referralCodeSchema } from './referral-code';

/** Spec §3: the three requirements of a code of one's own. */
export const referralRequirementsSchema = z.strictObject({
  accountCreated: z.boolean(),
  universityEmailVerified: z.boolean(),
  universityRated: z.boolean(),
});
export type ReferralRequirements = z.infer<typeof referralRequirementsSchema>;

/** `GET /referrals/eligibility` (spec §3; `canApply` derived by the server, spec §5). */
export const referralEligibilitySchema = z.strictObject({
  eligible: z.boolean(),
  hasReferralCode: z.boolean(),
  requirements: referralRequirementsSchema,
  canApply: z.boolean(),
  /** The code the caller applied, if any (identity's `referredByCode`). */
  referredByCode: z.string().nullable(),
});
export type ReferralEligibility = z.infer<typeof referralEligibilitySchema>;

/** `POST /referrals/my-code` (spec §3: referralCode, generatedAt). */
export const referralCodeResponseSchema = z.strictObject({
  referralCode: referralCodeSchema,
  generatedAt: z.iso.datetime(),
});
export type ReferralCodeResponse = z.infer<typeof referralCodeResponseSchema>;

/** `POST /referrals/apply`. */
export const applyReferralCodeRequestSchema = z.strictObject({ referralCode: referralCodeSchema });
export type ApplyReferralCodeRequest = z.infer<typeof applyReferralCodeRequestSchema>;

export const applyReferralCodeResponseSchema = z.strictObject({
  message: z.string(),
  referredByCode: referralCodeSchema,
  hasAppliedReferralCode: z.literal(true),
});
export type ApplyReferralCodeResponse = z.infer<typeof applyReferralCodeResponseSchema>;

/**
 * `GET /referrals/stats` (spec §3) for the caller as referrer: `ratedUsers` are completed referrals
 * (the referred user verified their university and rated it), `pendingReferrals` the rest.
 */
export const referralStatsSchema = z.strictObject({
  totalReferrals: z.number().int().min(0),
  universityStudents: z.number().int().min(0),
  ratedUsers: z.number().int().min(0),
  pendingReferrals: z.number().int().min(0),
});
export type ReferralStats = z.infer<typeof referralStatsSchema>;
