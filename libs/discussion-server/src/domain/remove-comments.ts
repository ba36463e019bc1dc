import { repliesListKey } from '../data/comment-model';
import { deleteReplyTree, dropReplyLists, type RemovedComment } from '../data/comment-store';
import { deleteLikesOf } from '../data/like-store';
import type { DiscussionContext } from './discussion-context';
import { releaseMedia } from '@campusloop/service-kit';

/** Cleans up after comments that are already deleted: their likes, their reply lists and their images. */
export async function releaseComments(ctx: DiscussionContext, comments: readonly RemovedComment[]): Promise<void> {
  if (comments.length === 0) return;
  const ids = comments.map((comment) => comment._id);
  await deleteLikesOf(ctx.store, ids);
  await dropReplyLists(ctx.store, ids.map(repliesListKey));
  const withMedia = comments.filter((comment) => comment.media.length > 0);
  for (let start = 0; start < withMedia.length; start += 20)
    await Promise.all(withMedia.slice(start, start + 20).map((comment) => releaseMedia(ctx, 'COMMENT', comment._id)));
}

/** Deletes every reply below a comment (at any depth) with its likes, lists and images. */
export async function removeReplyTree(ctx: DiscussionContext, commentId: string): Promise<void> {
  await releaseComments(ctx, await deleteReplyTree(ctx.store, commentId));
}
