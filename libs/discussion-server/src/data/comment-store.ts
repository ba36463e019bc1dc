import { bumpCounter, loadByIds } from '@campusloop/service-kit';
import type { CommentDoc } from './comment-model';
import type { DiscussionStore } from './discussion-store';

export type CommentCounter = 'likeCount' | 'replyCount';
export type RemovedComment = Pick<CommentDoc, '_id' | 'media'>;

export const findComment = (store: DiscussionStore, id: string) =>
  store.comments.findById(id).lean<CommentDoc>();

export const commentsByIds = (store: DiscussionStore, ids: readonly string[]) =>
  loadByIds<CommentDoc>(store.comments, ids);

export async function commentExists(store: DiscussionStore, id: string): Promise<boolean> {
  return (await store.comments.exists({ _id: id })) !== null;
}

/** A comment's counter ± delta under its lock, never below 0; null when the comment is gone. */
export const bumpCommentCounter = (store: DiscussionStore, id: string, field: CommentCounter, delta: number) =>
  bumpCounter(store.comments, store.lock, id, field, delta);

/** Stores a new comment at the top of its list (its `seq` is reserved here); undone if a step fails. */
export async function insertComment(store: DiscussionStore, comment: CommentDoc): Promise<void> {
  try {
    comment.seq = await store.lists.reserve(comment.listKey);
    await store.comments.create(comment);
    await store.lists.add(comment.listKey, comment._id, comment.seq);
  } catch (error) {
    await store.comments.deleteOne({ _id: comment._id });
    throw error;
  }
}

/** Takes a comment out of the store and its list; false when it was already gone (a race lost). */
export async function deleteComment(store: DiscussionStore, comment: CommentDoc): Promise<boolean> {
  const removed = await store.comments.deleteOne({ _id: comment._id });
  if (removed.deletedCount !== 1) return false;
  await store.lists.remove(comment.listKey, comment._id, comment.seq);
  return true;
}

/**
 * Deletes every reply below a comment (any depth); answers what went (for likes, lists, images).
 * Reads by a secondary key: on FerretDB that scans, which is acceptable for deletes, never for lists.
 */
export async function deleteReplyTree(store: DiscussionStore, commentId: string): Promise<RemovedComment[]> {
  const replies = await store.comments
    .find({ ancestorIds: commentId }, { _id: 1, media: 1 })
    .lean<RemovedComment[]>();
  if (replies.length > 0) await store.comments.deleteMany({ ancestorIds: commentId });
  return replies;
}

/** Deletes every comment and reply of a target; answers what went. */
export async function deleteCommentsOfTarget(store: DiscussionStore, targetId: string): Promise<RemovedComment[]> {
  const comments = await store.comments.find({ targetId }, { _id: 1, media: 1 }).lean<RemovedComment[]>();
  if (comments.length > 0) await store.comments.deleteMany({ targetId });
  return comments;
}

/** Drops the reply lists of comments that are gone. */
export async function dropReplyLists(store: DiscussionStore, listKeys: readonly string[]): Promise<void> {
  for (let start = 0; start < listKeys.length; start += 20)
    await Promise.all(listKeys.slice(start, start + 20).map((key) => store.lists.drop(key)));
}

