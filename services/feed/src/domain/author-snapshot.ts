import type { AuthUser } from '@campusloop/service-kit';
import type { StoredAuthor } from '../data/stored-author';

/** The author as the access token describes them now (spec §3: name, avatar, verified badge, university). */
export function authorSnapshot(user: AuthUser): StoredAuthor {
  return {
    name: user.name,
    avatarUrl: user.avatarUrl,
    isVerified: user.universityVerified,
    universityName: user.universityName,
  };
}
