import { AppError, type AuthUser } from '@campusloop/service-kit';
import { POST_MESSAGES } from '@campusloop/contracts';
import type { CommentDoc } from '../data/comment-model';
import type { FeedContext } from './feed-context';
import { commentsListKey, signedInUser } from './feed-target';
import { findAccessiblePost } from './find-post';
import { releaseComments } from './remove-comments';
import { releaseMedia } from './release-media';

/**
 * DELETE /feed/posts/{id} by its author: the post leaves its feed, then its comments, replies,
 * likes, lists and images go. The post's own delete decides a race: a second delete is a 404.
 */
export async function deletePost(
  ctx: FeedContext,
  viewer: AuthUser | undefined,
  postId: string,
): Promise<void> {
  const user = signedInUser(viewer);
  const { post } = await findAccessiblePost(ctx, user, postId, 'read', POST_MESSAGES.deleteNotFound);
  if (post.authorId !== user.id) throw AppError.forbidden(POST_MESSAGES.deleteForbidden);

  const removed = await ctx.store.posts.deleteOne({ _id: postId });
  if (removed.deletedCount !== 1) throw AppError.notFound(POST_MESSAGES.deleteNotFound);
  await ctx.store.lists.remove(post.listKey, post._id, post.seq);

  const comments = await ctx.store.comments
    .find({ postId }, { _id: 1, media: 1 })
    .lean<Pick<CommentDoc, '_id' | 'media'>[]>();
  if (comments.length > 0) await ctx.store.comments.deleteMany({ postId });
  await ctx.store.lists.drop(commentsListKey(postId));
  await releaseComments(ctx, comments);
  await ctx.store.likes.deleteMany({ postId });
  if (post.media.length > 0) await releaseMedia(ctx, 'POST', postId);
}
