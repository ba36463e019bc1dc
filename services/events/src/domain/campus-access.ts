import type { AuthUser } from '@campusloop/service-kit';
import { AppError, requireVerifiedStudent, signedInUser } from '@campusloop/service-kit';
import { EVENT_MESSAGES } from '@campusloop/contracts';

/**
 * Events are campus content: signed in (401), with a university on the profile (403 'University ID
 * not found. Please complete your profile.', spec §5), and a verified student of exactly this
 * university (403 'Access denied. Please verify your university email.', service-kit's guard).
 */
export function requireCampusStudent(user: AuthUser | undefined, universityId: string | null): AuthUser {
  const student = signedInUser(user);
  if (!student.universityId) throw AppError.forbidden(EVENT_MESSAGES.universityUnknown);
  requireVerifiedStudent(student, universityId);
  return student;
}
