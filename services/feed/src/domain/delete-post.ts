import { deleteOwnedItem, releaseMedia, signedInUser, type AuthUser } from '@campusloop/service-kit';
import { POST_MESSAGES } from '@campusloop/contracts';
import { deletePostDoc, withPostLock } from '../data/post-store';
import type { FeedContext } from './feed-context';
import { findAccessiblePost } from './find-post';

/**
 * DELETE /feed/posts/{id} by its author: the post leaves its feed, then its discussion (comments,
 * replies, likes, lists, their images) and its own images go. The post's own delete decides a race:
 * a second delete is a 404. The owned-item kit's `deleteOwnedItem`: a failed cleanup is logged (the
 * post is gone for everyone already).
 */
export async function deletePost(
  ctx: FeedContext,
  viewer: AuthUser | undefined,
  postId: string,
): Promise<void> {
  const user = signedInUser(viewer);
  await deleteOwnedItem({
    userId: user.id,
    find: async () =>
      (await findAccessiblePost(ctx, user, postId, 'read', POST_MESSAGES.deleteNotFound)).post,
    ownerOf: (post) => post.authorId,
    forbiddenMessage: POST_MESSAGES.deleteForbidden,
    // Under the post's lock, as a moderator's block/unblock (which moves it out of / into its list).
    remove: (post) => withPostLock(ctx.store, post._id, () => deletePostDoc(ctx.store, post)),
    notFoundMessage: POST_MESSAGES.deleteNotFound,
    cleanups: (post) => [
      ctx.discussion.removeTarget(postId),
      post.media.length > 0 ? releaseMedia(ctx, 'POST', postId) : Promise.resolve(),
    ],
    logger: ctx.logger,
    logFields: () => ({ postId }),
  });
}
