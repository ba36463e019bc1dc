import { FEED_PATHS, fillPath } from '@campusloop/contracts';

/** Which list of posts: the public feed, a university's campus feed, or a community's feed (spec §7). */
export type FeedSource =
  | { kind: 'public' }
  | { kind: 'campus'; universityId: string }
  | { kind: 'community'; communityId: string; universityId: string | null };

/** GET/POST path of a feed (the templates are the route contracts', libs/contracts). */
export function feedPath(source: FeedSource): string {
  switch (source.kind) {
    case 'public':
      return FEED_PATHS.publicPosts;
    case 'campus':
      return fillPath(FEED_PATHS.campusPosts, { universityId: source.universityId });
    case 'community':
      return source.universityId
        ? fillPath(FEED_PATHS.campusCommunityPosts, {
            universityId: source.universityId,
            communityId: source.communityId,
          })
        : fillPath(FEED_PATHS.publicCommunityPosts, { communityId: source.communityId });
  }
}

/** A stable cache-tag id for a feed. */
export function sourceKey(source: FeedSource): string {
  return feedPath(source);
}
