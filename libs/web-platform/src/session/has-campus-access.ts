import type { User } from '@campusloop/contracts';

/** Campus content (Campus Buzz, communities, events, marketplace) needs a verified university student. */
export function hasCampusAccess(user: Pick<User, 'audience' | 'universityVerified'> | null | undefined): boolean {
  return user?.audience === 'UNIVERSITY_STUDENT' && user.universityVerified === true;
}
