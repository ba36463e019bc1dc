import type { AuthUser } from '@campusloop/service-kit';
import { AppError, SESSION_EXPIRED_MESSAGE, requireVerifiedStudent } from '@campusloop/service-kit';
import { EVENT_MESSAGES } from '@campusloop/contracts';

/**
 * Events are campus content: signed in (401), with a university on the profile (403 'University ID
 * not found. Please complete your profile.', spec §5), and a verified student of exactly this
 * university (403 'Access denied. Please verify your university email.', service-kit's guard).
 */
export function requireCampusStudent(user: AuthUser | undefined, universityId: string | null): AuthUser {
  if (!user) throw AppError.unauthorized(SESSION_EXPIRED_MESSAGE);
  if (!user.universityId) throw AppError.forbidden(EVENT_MESSAGES.universityUnknown);
  requireVerifiedStudent(user, universityId);
  return user;
}

/** Signed in, else 401 (routes about the caller's own things). */
export function requireSignedIn(user: AuthUser | undefined): AuthUser {
  if (!user) throw AppError.unauthorized(SESSION_EXPIRED_MESSAGE);
  return user;
}
