import { AppError, releaseMedia, requireOwner, signedInUser, type AuthUser } from '@campusloop/service-kit';
import { POST_MESSAGES } from '@campusloop/contracts';
import { deletePostDoc } from '../data/post-store';
import type { FeedContext } from './feed-context';
import { findAccessiblePost } from './find-post';

/**
 * DELETE /feed/posts/{id} by its author: the post leaves its feed, then its discussion (comments,
 * replies, likes, lists, their images) and its own images go. The post's own delete decides a race:
 * a second delete is a 404.
 */
export async function deletePost(ctx: FeedContext, viewer: AuthUser | undefined, postId: string): Promise<void> {
  const user = signedInUser(viewer);
  const { post } = await findAccessiblePost(ctx, user, postId, 'read', POST_MESSAGES.deleteNotFound);
  requireOwner(post.authorId, user.id, POST_MESSAGES.deleteForbidden);

  if (!(await deletePostDoc(ctx.store, post))) throw AppError.notFound(POST_MESSAGES.deleteNotFound);
  await ctx.discussion.removeTarget(postId);
  if (post.media.length > 0) await releaseMedia(ctx, 'POST', postId);
}
