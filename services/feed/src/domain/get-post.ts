import { authorIdsToLoad, type AuthUser } from '@campusloop/service-kit';
import { POST_MESSAGES, type Post } from '@campusloop/contracts';
import type { FeedContext } from './feed-context';
import { findAccessiblePost } from './find-post';
import { presentPost } from './present-post';

/** GET /feed/posts/{id}; `version` is the post's edit version (the ETag a later PUT may send in If-Match). */
export async function getPost(
  ctx: FeedContext,
  viewer: AuthUser | undefined,
  postId: string,
): Promise<{ post: Post; version: number }> {
  const { post } = await findAccessiblePost(ctx, viewer, postId, 'read', POST_MESSAGES.notFound);
  const [liked, people] = await Promise.all([
    ctx.discussion.likedIds([post._id], viewer?.id),
    ctx.people.loadPeople(authorIdsToLoad([post], viewer?.id)),
  ]);
  return { post: presentPost(post, viewer?.id, liked.has(post._id), people), version: post.version };
}
