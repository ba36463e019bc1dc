import { ANONYMOUS_AUTHOR, type FeedAuthor, type Person } from '@campusloop/contracts';

/** How an author is shown on anything they wrote (spec §3 author: name, avatar, verified badge, university). */
export type PresentedAuthor = FeedAuthor;

/** Shown when neither the projection nor the caller's fallback knows the person (identity unreachable, user gone). */
export const UNKNOWN_AUTHOR_NAME = 'CampusLoop member';

export interface PresentAuthorOptions {
  /** The item was written anonymously. */
  anonymous: boolean;
  /** The viewer is the author (they always see themself). */
  viewerIsAuthor: boolean;
  /** What to show when `person` is unknown, e.g. a snapshot stored with the item. */
  fallback?: PresentedAuthor | undefined;
}

/**
 * The one way every service shows an author (issue 9): current facts from the people projection;
 * an anonymous item shows only 'Anonymous' (no avatar, badge or university) to everyone but its
 * author. Callers decide separately whether to answer `authorId` (never for anonymous to others).
 */
export function presentAuthor(
  person: Person | undefined,
  { anonymous, viewerIsAuthor, fallback }: PresentAuthorOptions,
): PresentedAuthor {
  if (anonymous && !viewerIsAuthor) return { ...ANONYMOUS_AUTHOR };
  if (person && person.name) {
    return {
      name: person.name,
      avatarUrl: person.avatarUrl,
      isVerified: person.isVerified,
      universityName: person.universityName,
    };
  }
  if (fallback && fallback.name) return { ...fallback };
  return {
    name: UNKNOWN_AUTHOR_NAME,
    avatarUrl: person?.avatarUrl ?? null,
    isVerified: person?.isVerified ?? false,
    universityName: person?.universityName ?? null,
  };
}
