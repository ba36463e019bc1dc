// Zod-free (front ends import it): every identity path template, relative to /api/v1.

export const IDENTITY_PATHS = {
  requestOtp: '/auth/request-otp',
  verifyOtp: '/auth/verify-otp',
  refreshToken: '/auth/refresh-token',
  logout: '/auth/logout',
  me: '/users/me',
  requestUniversityOtp: '/users/me/university-email/request-otp',
  verifyUniversityOtp: '/users/me/university-email/verify-otp',
  universities: '/universities',
  universityDetails: '/universities/{id}/details',
  contact: '/contact',
  blockedUsers: '/users/me/blocks',
  blockedUser: '/users/me/blocks/{userId}',
  accountRestriction: '/moderation/accounts/{userId}/restriction',
  /** Identity's moderation audit log: account restrictions and lifts (moderators). */
  restrictionAudit: '/moderation/audit',
} as const;
