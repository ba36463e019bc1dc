import type { Person } from '@campusloop/contracts';
import type { AuthUser } from '@campusloop/service-kit';
import type { StoredAuthor } from '../data/stored-author';

/**
 * The author's facts stored with a post or comment (spec §3: name, avatar, verified badge,
 * university): identity's current facts when known (`person`), else the token's. Only a fallback for
 * presenting; answers show the people projection's current facts.
 */
export function authorSnapshot(user: AuthUser, person: Person | undefined): StoredAuthor {
  if (person) {
    return {
      name: person.name,
      avatarUrl: person.avatarUrl,
      isVerified: person.isVerified,
      universityName: person.universityName,
    };
  }
  return {
    name: user.name,
    avatarUrl: user.avatarUrl,
    isVerified: user.universityVerified,
    universityName: user.universityName,
  };
}
