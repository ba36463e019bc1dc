/** Which list of posts: the public feed, a university's campus feed, or a community's feed (spec §7). */
export type FeedSource =
  | { kind: 'public' }
  | { kind: 'campus'; universityId: string }
  | { kind: 'community'; communityId: string; universityId: string | null };

/** GET/POST path of a feed. */
export function feedPath(source: FeedSource): string {
  switch (source.kind) {
    case 'public':
      return '/feed/public/posts';
    case 'campus':
      return `/feed/universities/${source.universityId}/posts`;
    case 'community':
      return source.universityId
        ? `/feed/universities/${source.universityId}/communities/${source.communityId}/posts`
        : `/feed/public/communities/${source.communityId}/posts`;
  }
}

/** A stable cache-tag id for a feed. */
export function sourceKey(source: FeedSource): string {
  return feedPath(source);
}
