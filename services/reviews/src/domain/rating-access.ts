import { RATING_MESSAGES } from '@campusloop/contracts';
import {
  AppError,
  requireCompleteProfile,
  signedInUser,
  type AuthUser,
  type PeopleProjection,
} from '@campusloop/service-kit';

/**
 * Reading student reviews (spec §2): signed in (401) with a complete profile (403 'Complete your
 * profile to view student reviews.'). The token's claim lets a complete profile through at once; an
 * incomplete one is checked on identity's current facts (completed a moment ago, token not yet renewed).
 */
export async function requireReviewReader(
  people: Pick<PeopleProjection, 'loadPeople' | 'loadFresh'>,
  viewer: AuthUser | undefined,
): Promise<AuthUser> {
  const user = signedInUser(viewer);
  if (!user.profileComplete) await requireCompleteProfile(people, user, RATING_MESSAGES.profileRequired);
  return user;
}

/**
 * Rating (spec §2, §6): a verified university student (403 with the spec's verification text), with
 * a university on the profile (403 'University ID not found...'), rating their own university only.
 */
export function requireRater(viewer: AuthUser | undefined, universityId: string): AuthUser {
  const user = signedInUser(viewer);
  if (user.audience !== 'UNIVERSITY_STUDENT' || !user.universityVerified) {
    throw AppError.forbidden(RATING_MESSAGES.verifyToRate);
  }
  if (!user.universityId) throw AppError.forbidden(RATING_MESSAGES.universityUnknown);
  if (user.universityId !== universityId) throw AppError.forbidden(RATING_MESSAGES.onlyOwnUniversity);
  return user;
}
