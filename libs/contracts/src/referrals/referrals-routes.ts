import { defineRoutes } from '../routes/route-contract';
import { REFERRALS_PATHS } from './referrals-paths';
import {
  applyReferralCodeRequestSchema,
  applyReferralCodeResponseSchema,
  referralCodeResponseSchema,
  referralEligibilitySchema,
  referralStatsSchema,
} from './referral-schemas';

/**
 * Every public route of the referrals service: the service mounts them with service-kit's `mountRoute`,
 * the gateway documents them at /api/v1/openapi.json (API_ROUTE_GROUPS) and its tests check answers against them.
 */
export const REFERRALS_ROUTES = defineRoutes('referrals', {
  eligibility: {
    method: 'GET',
    path: REFERRALS_PATHS.eligibility,
    summary: "The caller's referral eligibility",
    description:
      'Account created, university e-mail verified (identity’s user.updated) and university rated (reviews’ rating events); ' +
      'canApply: userType VERIFIED, no code applied yet and the university e-mail not verified.',
    auth: 'required',
    answers: { 200: { description: 'Eligibility and requirements.', schema: referralEligibilitySchema } },
  },
  myCode: {
    method: 'POST',
    path: REFERRALS_PATHS.myCode,
    summary: "Generate (or read) the caller's referral code",
    description: 'One code per user: asking again answers the same code.',
    auth: 'required',
    access: 'an eligible user (university e-mail verified, university rated)',
    answers: { 200: { description: "The caller's code.", schema: referralCodeResponseSchema } },
    errors: [403],
  },
  apply: {
    method: 'POST',
    path: REFERRALS_PATHS.apply,
    summary: "Apply another user's referral code",
    description:
      'Once, only for userType VERIFIED and before the university e-mail is verified; never one’s own code. ' +
      'Unknown codes get one answer that tells nothing about other users; attempts are rate-limited per user.',
    auth: 'required',
    access: 'a VERIFIED user who has applied no code and has not verified a university e-mail',
    body: applyReferralCodeRequestSchema,
    answers: { 200: { description: 'Applied.', schema: applyReferralCodeResponseSchema } },
    errors: [403, 409],
  },
  stats: {
    method: 'GET',
    path: REFERRALS_PATHS.stats,
    summary: "The caller's referrals as referrer",
    auth: 'required',
    answers: { 200: { description: 'Counts of the referrals.', schema: referralStatsSchema } },
  },
});
