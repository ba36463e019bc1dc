import { trusted } from '@campusloop/service-kit';
import type { CommentDoc } from '../data/comment-model';
import type { FeedContext } from './feed-context';
import { repliesListKey } from './feed-target';
import { releaseMedia } from './release-media';

type RemovedComment = Pick<CommentDoc, '_id' | 'media'>;

/** In small groups, so deleting a big thread does not open hundreds of requests at once. */
async function inGroups<T>(items: readonly T[], fn: (item: T) => Promise<unknown>, size = 20): Promise<void> {
  for (let start = 0; start < items.length; start += size)
    await Promise.all(items.slice(start, start + size).map(fn));
}

/**
 * Cleans up after comments that are already deleted (or about to be, by `deleteMany` of the caller):
 * their likes, their reply lists and their images. These reads use secondary keys (`postId`,
 * `ancestorIds`, `targetId`): on FerretDB they scan, which is acceptable for deletes, never for lists.
 */
export async function releaseComments(ctx: FeedContext, comments: readonly RemovedComment[]): Promise<void> {
  if (comments.length === 0) return;
  const ids = comments.map((comment) => comment._id);
  await ctx.store.likes.deleteMany({ targetId: trusted({ $in: ids }) });
  await inGroups(ids, (id) => ctx.store.lists.drop(repliesListKey(id)));
  await inGroups(
    comments.filter((comment) => comment.media.length > 0),
    (comment) => releaseMedia(ctx, 'COMMENT', comment._id),
  );
}

/** Deletes every reply below a comment (at any depth) with its likes, lists and images. */
export async function removeReplyTree(ctx: FeedContext, commentId: string): Promise<void> {
  const replies = await ctx.store.comments
    .find({ ancestorIds: commentId }, { _id: 1, media: 1 })
    .lean<RemovedComment[]>();
  if (replies.length > 0) await ctx.store.comments.deleteMany({ ancestorIds: commentId });
  await releaseComments(ctx, replies);
}
