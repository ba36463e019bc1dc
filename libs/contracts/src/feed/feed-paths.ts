// Zod-free (front ends import it): every feed path template, relative to /api/v1.
import { discussionPaths } from '../discussion/discussion-paths';

const POST = '/feed/posts/{postId}';

export const FEED_PATHS = {
  publicPosts: '/feed/public/posts',
  campusPosts: '/feed/universities/{universityId}/posts',
  publicCommunityPosts: '/feed/public/communities/{communityId}/posts',
  campusCommunityPosts: '/feed/universities/{universityId}/communities/{communityId}/posts',
  post: POST,
  ...discussionPaths(POST),
} as const;
