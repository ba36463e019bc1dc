// Zod-free (front ends import it): every feed path template, relative to /api/v1.
import { commentModerationPaths } from '../discussion/comment-moderation-paths';
import { discussionPaths } from '../discussion/discussion-paths';
import { MODERATION_DESKS } from '../moderation/moderation-desks';
import { authorRestrictionPath, moderationPaths } from '../moderation/moderation-paths';

const POST = '/feed/posts/{postId}';
/** Where moderators work on posts (issue 28). */
export const FEED_MODERATION_DESK = MODERATION_DESKS.post.desk;

export const FEED_PATHS = {
  publicPosts: '/feed/public/posts',
  campusPosts: '/feed/universities/{universityId}/posts',
  publicCommunityPosts: '/feed/public/communities/{communityId}/posts',
  campusCommunityPosts: '/feed/universities/{universityId}/communities/{communityId}/posts',
  post: POST,
  ...discussionPaths(POST),
  /** Reports of posts and the moderators' desk (`report`, `queue`, `block`, `unblock`, `dismiss`, `audit`). */
  ...moderationPaths(POST, FEED_MODERATION_DESK),
  /** Restrict / lift the author of a post by its sealed reference (never naming the account). */
  authorRestriction: authorRestrictionPath(FEED_MODERATION_DESK),
  /** Reports of comments and replies and their desk (`commentReport`, `commentQueue`, … `commentAuthorRestriction`). */
  ...commentModerationPaths(POST, MODERATION_DESKS.comment.desk),
} as const;
