import type { Author, MediaItem, Person } from '@campusloop/contracts';
import type { AuthUser } from '../auth/access-claims';
import type { StoredAuthor } from '../data/stored-author';
import { presentAuthor } from '../people/present-author';
import { isOwnedBy } from './require-owner';

interface Authored {
  isAnonymous: boolean;
  authorId: string;
  author: StoredAuthor;
  media: MediaItem[];
}

export interface PresentedAuthorship {
  author: Author;
  authorId?: string;
  isOwner: boolean;
  media: MediaItem[];
}

/** The authors of a page, by id (service-kit `PeopleProjection.loadPeople`). */
export type PeopleById = ReadonlyMap<string, Person>;

/**
 * The anonymity rule in one place for everything written (posts, comments, replies of any target;
 * spec §1): an anonymous item shows 'Anonymous' with no id, avatar, verified badge or university to
 * everyone but its author. Everyone else is shown with identity's current facts from the people
 * projection (service-kit `presentAuthor`), the snapshot stored at write time only when those are
 * unknown. Image file names of anonymous items are dropped too (a file name can identify its author).
 */
export function presentAuthorship(item: Authored, viewerId: string | undefined, people: PeopleById): PresentedAuthorship {
  const isOwner = isOwnedBy(item.authorId, viewerId);
  const media = item.media.map((medium) => ({ ...medium }));
  const hidden = item.isAnonymous && !isOwner;
  const author = presentAuthor(hidden ? undefined : people.get(item.authorId), {
    anonymous: item.isAnonymous,
    viewerIsAuthor: isOwner,
    fallback: item.author,
  });
  if (hidden) return { author, isOwner, media: media.map(({ originalFilename: _dropped, ...rest }) => rest) };
  return { author, authorId: item.authorId, isOwner, media };
}

/** The ids whose facts a page needs (anonymous items of others need none). */
export function authorIdsToLoad(
  items: Iterable<Pick<Authored, 'isAnonymous' | 'authorId'>>,
  viewerId: string | undefined,
): string[] {
  const ids = new Set<string>();
  for (const item of items) if (!item.isAnonymous || item.authorId === viewerId) ids.add(item.authorId);
  return [...ids];
}

/**
 * The author's facts stored with what they write: identity's current facts when known (`person`),
 * else the token's. Only a fallback for presenting; answers show the people projection's facts.
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
