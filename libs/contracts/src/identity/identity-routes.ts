import { z } from 'zod';
import { defineRoutes } from '../routes/route-contract';
import {
  loginResponseSchema,
  refreshResponseSchema,
  requestOtpRequestSchema,
  requestOtpResponseSchema,
  verifyOtpRequestSchema,
} from './auth';
import { contactRequestSchema, contactResponseSchema } from './contact';
import { IDENTITY_PATHS } from './identity-paths';
import { updateMeRequestSchema } from './profile';
import { universityDetailsSchema, universityListResponseSchema } from './university';
import {
  requestUniversityOtpRequestSchema,
  requestUniversityOtpResponseSchema,
  verifyUniversityOtpRequestSchema,
  verifyUniversityOtpResponseSchema,
} from './university-email';
import { userSchema } from './user';
import {
  accountParamsSchema,
  accountRestrictionViewSchema,
  liftRestrictionRequestSchema,
  restrictAccountRequestSchema,
} from '../moderation/account-restriction';
import { auditLogQuerySchema, pagedAuditEntriesSchema } from '../moderation/report';
import {
  blockedUserParamsSchema,
  blockedUserSchema,
  blockedUsersPageSchema,
  blockedUsersQuerySchema,
} from './user-blocks';

/** `{id}` of /universities/{id}/details: anything; an id that is not a public id answers 404, not 400. */
export const universityDetailsParamsSchema = z.object({ id: z.string() });

const COOKIE = 'Set-Cookie: the refresh token again, httpOnly, SameSite=Strict, path /api/v1/auth.';
const RATE = 'Too many codes or attempts (per address and per network address).';

/** Every public route of the identity service (spec §7 Auth and user). */
export const IDENTITY_ROUTES = defineRoutes('identity', {
  requestOtp: {
    method: 'POST',
    path: IDENTITY_PATHS.requestOtp,
    summary: 'Send a sign-in code by e-mail (sign-up and sign-in are one flow)',
    description: `The same answer for every address. ${RATE}`,
    auth: 'none',
    body: requestOtpRequestSchema,
    answers: {
      200: { description: 'A code was sent (or would have been).', schema: requestOtpResponseSchema },
    },
  },
  verifyOtp: {
    method: 'POST',
    path: IDENTITY_PATHS.verifyOtp,
    summary: 'Sign in with the e-mailed code',
    auth: 'none',
    body: verifyOtpRequestSchema,
    answers: {
      200: {
        description: 'The token pair, profileComplete and audience.',
        schema: loginResponseSchema,
        headers: { 'Set-Cookie': COOKIE },
      },
    },
  },
  refreshToken: {
    method: 'POST',
    path: IDENTITY_PATHS.refreshToken,
    summary: 'A new token pair for a refresh token (rotated: the old one stops working)',
    auth: 'refresh',
    answers: {
      200: {
        description: 'A new token pair.',
        schema: refreshResponseSchema,
        headers: { 'Set-Cookie': COOKIE },
      },
    },
  },
  logout: {
    method: 'POST',
    path: IDENTITY_PATHS.logout,
    summary: 'Sign out: ends the session of the refresh token (cookie or Bearer) or access token',
    auth: 'refresh',
    answers: { 204: { description: 'Signed out; the refresh cookie is cleared.' } },
  },
  getMe: {
    method: 'GET',
    path: IDENTITY_PATHS.me,
    summary: "The caller's own profile",
    auth: 'required',
    access: 'the signed-in user',
    answers: { 200: { description: 'The user.', schema: userSchema } },
  },
  updateMe: {
    method: 'PATCH',
    path: IDENTITY_PATHS.me,
    summary: "Change the caller's profile",
    description:
      'Fields a client may not write (email, userType, verification, ids) are each named in `validationErrors`.',
    auth: 'required',
    access: 'the signed-in user',
    body: updateMeRequestSchema,
    answers: { 200: { description: 'The updated user.', schema: userSchema } },
    errors: [409, 503],
  },
  requestUniversityOtp: {
    method: 'POST',
    path: IDENTITY_PATHS.requestUniversityOtp,
    summary: 'Send a code to a university e-mail address',
    auth: 'required',
    access: 'the signed-in user',
    body: requestUniversityOtpRequestSchema,
    answers: { 200: { description: 'A code was sent.', schema: requestUniversityOtpResponseSchema } },
    errors: [404, 409],
  },
  verifyUniversityOtp: {
    method: 'POST',
    path: IDENTITY_PATHS.verifyUniversityOtp,
    summary: 'Verify the university e-mail with its code (a verified student from now on)',
    auth: 'required',
    access: 'the signed-in user',
    body: verifyUniversityOtpRequestSchema,
    answers: {
      200: {
        description: 'A new token pair saying verified, and the user.',
        schema: verifyUniversityOtpResponseSchema,
        headers: { 'Set-Cookie': COOKIE },
      },
    },
    errors: [404, 409],
  },
  listUniversities: {
    method: 'GET',
    path: IDENTITY_PATHS.universities,
    summary: 'Every university (id and name)',
    auth: 'none',
    answers: {
      200: { description: 'The catalogue (cached 5 minutes).', schema: universityListResponseSchema },
    },
  },
  getUniversityDetails: {
    method: 'GET',
    path: IDENTITY_PATHS.universityDetails,
    summary: 'One university',
    auth: 'none',
    params: universityDetailsParamsSchema,
    answers: { 200: { description: 'The university (cached 5 minutes).', schema: universityDetailsSchema } },
    errors: [404],
  },
  sendContactMessage: {
    method: 'POST',
    path: IDENTITY_PATHS.contact,
    summary: 'Write to the CampusLoop team',
    auth: 'none',
    body: contactRequestSchema,
    answers: { 201: { description: 'Received.', schema: contactResponseSchema } },
  },
  restrictAccount: {
    method: 'PUT',
    path: IDENTITY_PATHS.accountRestriction,
    summary: 'Restrict an account for some hours: its writes are refused by every service (spec §8 Account Restricted)',
    description: 'Reading still works. Reaches every service within seconds (account.restriction-changed). Written to the audit log.',
    auth: 'required',
    access: 'a moderator (403 otherwise)',
    params: accountParamsSchema,
    body: restrictAccountRequestSchema,
    answers: { 200: { description: 'The restriction now.', schema: accountRestrictionViewSchema } },
    errors: [403, 404],
  },
  liftRestriction: {
    method: 'DELETE',
    path: IDENTITY_PATHS.accountRestriction,
    summary: "Lift an account's restriction (idempotent)",
    auth: 'required',
    access: 'a moderator (403 otherwise)',
    params: accountParamsSchema,
    body: liftRestrictionRequestSchema,
    answers: { 200: { description: 'No restriction any more.', schema: accountRestrictionViewSchema } },
    errors: [403, 404],
  },
  listRestrictionAudit: {
    method: 'GET',
    path: IDENTITY_PATHS.restrictionAudit,
    summary: 'The audit log of account restrictions and lifts, newest first, with the moderator’s name',
    description:
      'Restrictions by account name the account; restrictions through an item’s sealed reference name the item only. Append-only: no route changes it.',
    auth: 'required',
    access: 'a moderator (403 otherwise)',
    query: auditLogQuerySchema,
    answers: { 200: { description: 'A page of the audit log.', schema: pagedAuditEntriesSchema } },
    errors: [403],
  },
  blockUser: {
    method: 'PUT',
    path: IDENTITY_PATHS.blockedUser,
    summary: "Block a user: their posts, comments and notifications stop reaching the caller",
    description:
      'Idempotent (blocking again answers the same block). Reaches every service within seconds (user.block-changed); the blocked user is not told. 400 for yourself, 404 for an unknown user, 409 past the cap (500).',
    auth: 'required',
    access: 'the signed-in user',
    params: blockedUserParamsSchema,
    answers: { 200: { description: 'The block.', schema: blockedUserSchema } },
    errors: [404, 409],
  },
  unblockUser: {
    method: 'DELETE',
    path: IDENTITY_PATHS.blockedUser,
    summary: 'Unblock a user (idempotent)',
    auth: 'required',
    access: 'the signed-in user',
    params: blockedUserParamsSchema,
    answers: { 204: { description: 'Not blocked (any more).' } },
  },
  listBlockedUsers: {
    method: 'GET',
    path: IDENTITY_PATHS.blockedUsers,
    summary: "The caller's blocked users, newest first, with display names",
    auth: 'required',
    access: 'the signed-in user',
    query: blockedUsersQuerySchema,
    answers: { 200: { description: 'One page.', schema: blockedUsersPageSchema } },
  },
});
