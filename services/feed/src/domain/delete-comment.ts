import { AppError, type AuthUser } from '@campusloop/service-kit';
import { COMMENT_MESSAGES } from '@campusloop/contracts';
import type { CommentDoc } from '../data/comment-model';
import { bumpCounter } from '../data/counters';
import type { FeedContext } from './feed-context';
import { signedInUser } from './feed-target';
import { findAccessiblePost } from './find-post';
import { releaseComments, removeReplyTree } from './remove-comments';

/**
 * DELETE /feed/posts/{postId}/comments/{commentId} by the comment's author: the comment and every
 * reply below it go; the parent's count (post commentCount or comment replyCount) drops by one,
 * never below 0. The comment's own delete decides a race: a second delete is a 404.
 */
export async function deleteComment(
  ctx: FeedContext,
  viewer: AuthUser | undefined,
  postId: string,
  commentId: string,
): Promise<void> {
  const user = signedInUser(viewer);
  await findAccessiblePost(ctx, user, postId, 'read', COMMENT_MESSAGES.deleteNotFound);
  const comment = await ctx.store.comments.findById(commentId).lean<CommentDoc>();
  if (!comment || comment.postId !== postId) throw AppError.notFound(COMMENT_MESSAGES.deleteNotFound);
  if (comment.authorId !== user.id) throw AppError.forbidden(COMMENT_MESSAGES.deleteForbidden);

  const removed = await ctx.store.comments.deleteOne({ _id: commentId });
  if (removed.deletedCount !== 1) throw AppError.notFound(COMMENT_MESSAGES.deleteNotFound);
  await ctx.store.lists.remove(comment.listKey, commentId, comment.seq);
  if (comment.parentId) await bumpCounter(ctx.store, 'comments', comment.parentId, 'replyCount', -1);
  else await bumpCounter(ctx.store, 'posts', postId, 'commentCount', -1);

  await removeReplyTree(ctx, commentId);
  await releaseComments(ctx, [comment]);
}
