import { requireVerifiedStudent, signedInUser, type AuthUser } from '@campusloop/service-kit';

/**
 * The marketplace is campus content (spec §6): signed in (401 'Session expired. Please log in again.'),
 * and a verified student of exactly this university (403 'Access denied. Please verify your university
 * email.', service-kit's guard; the web client shows its §8 text for the action).
 */
export function requireMarketStudent(
  user: AuthUser | undefined,
  universityId: string | null | undefined,
): AuthUser {
  const student = signedInUser(user);
  requireVerifiedStudent(student, universityId);
  return student;
}
