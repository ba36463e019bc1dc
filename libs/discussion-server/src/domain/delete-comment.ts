import { AppError, documentLockKey, requireOwner, signedInUser, type AuthUser } from '@campusloop/service-kit';
import { COMMENT_MESSAGES } from '@campusloop/contracts';
import { bumpCommentCounter, deleteComment as deleteStoredComment, findComment } from '../data/comment-store';
import type { DiscussionTargetPort } from '../discussion-port';
import { loadAuthorizedTarget } from './access';
import type { DiscussionContext } from './discussion-context';
import { releaseComments, removeReplyTree } from './remove-comments';

/**
 * DELETE {target}/comments/{commentId} by the comment's author: the comment and every reply below
 * it go; the parent's count (the target's comment count or the comment's replyCount) drops by one,
 * never below 0. The comment's own delete decides a race: a second delete is a 404.
 */
export async function deleteComment<T>(
  ctx: DiscussionContext,
  port: DiscussionTargetPort<T>,
  viewer: AuthUser | undefined,
  params: Record<string, string>,
  commentId: string,
): Promise<void> {
  const user = signedInUser(viewer);
  const target = await loadAuthorizedTarget(port, user, params, 'read', COMMENT_MESSAGES.deleteNotFound);
  const targetId = port.id(target);
  const comment = await findComment(ctx.store, commentId);
  if (!comment || comment.targetId !== targetId) throw AppError.notFound(COMMENT_MESSAGES.deleteNotFound);
  requireOwner(comment.authorId, user.id, COMMENT_MESSAGES.deleteForbidden);

  // Under the comment's lock, as a moderator's block/unblock, which moves it out of (into) its list and count.
  const removed = await ctx.store.lock.run(documentLockKey('comments', commentId), async () => {
    const current = await findComment(ctx.store, commentId);
    return current && (await deleteStoredComment(ctx.store, current)) ? current : null;
  });
  if (!removed) throw AppError.notFound(COMMENT_MESSAGES.deleteNotFound);
  // A blocked comment already left its parent's count.
  if (!removed.blocked) {
    if (comment.parentId) await bumpCommentCounter(ctx.store, comment.parentId, 'replyCount', -1);
    else await port.bumpCommentCount(targetId, -1);
  }

  await removeReplyTree(ctx, commentId);
  await releaseComments(ctx, [comment]);
}
