import { AppError } from '../errors/app-error';
import type { AuthUser } from './access-claims';
import { requireVerifiedStudent, signedInUser } from './authenticate';

export interface CampusStudentOptions {
  /**
   * 403 text for a signed-in caller with no university on their profile (events: spec §5 'University
   * ID not found. Please complete your profile.'). Without it, that caller gets the access-denied 403.
   */
  universityUnknownMessage?: string;
}

/**
 * The one campus-access guard for campus content (events, listings, ...; spec §6): signed in (401
 * 'Session expired. Please log in again.'), then a verified student of exactly this university (403
 * 'Access denied. Please verify your university email.'). Answers the signed-in student.
 */
export function requireCampusStudent(
  viewer: AuthUser | undefined,
  universityId: string | null | undefined,
  options: CampusStudentOptions = {},
): AuthUser {
  const student = signedInUser(viewer);
  if (options.universityUnknownMessage && !student.universityId) {
    throw AppError.forbidden(options.universityUnknownMessage);
  }
  requireVerifiedStudent(student, universityId);
  return student;
}
