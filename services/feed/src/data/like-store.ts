import { trusted } from '@campusloop/service-kit';
import { bumpCounter } from './counters';
import type { FeedStore, LockedCollection } from './feed-store';
import { likeId, type LikeTargetType } from './like-model';

export interface LikeTarget {
  type: LikeTargetType;
  id: string;
  postId: string;
}

export interface LikeState {
  liked: boolean;
  likeCount: number;
}

const collectionOf = (type: LikeTargetType): LockedCollection => (type === 'POST' ? 'posts' : 'comments');

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: number } | null)?.code === 11000;
}

async function readLikeCount(store: FeedStore, target: LikeTarget): Promise<number | null> {
  const doc =
    target.type === 'POST'
      ? await store.posts.findById(target.id, { likeCount: 1 }).lean<{ likeCount?: number }>()
      : await store.comments.findById(target.id, { likeCount: 1 }).lean<{ likeCount?: number }>();
  return doc ? Math.max(0, doc.likeCount ?? 0) : null;
}

/**
 * Likes a target once per user, idempotently; null when the target does not exist.
 * The unique like `_id` decides who wins a race: the counter is raised BEFORE the insert and
 * lowered again if the insert finds the like already there, so the counter is never below the
 * number of likes, and concurrent like/unlike of one user leave both consistent. One user's like
 * and unlike of one target also queue behind each other in this process, so none of their answers
 * shows the other's in-flight increment.
 */
export function addLike(store: FeedStore, target: LikeTarget, userId: string): Promise<LikeState | null> {
  const _id = likeId(target.id, userId);
  return store.lock.run(`likes:${_id}`, () => insertLike(store, target, userId, _id));
}

async function insertLike(
  store: FeedStore,
  target: LikeTarget,
  userId: string,
  _id: string,
): Promise<LikeState | null> {
  if (await store.likes.exists({ _id })) {
    const likeCount = await readLikeCount(store, target);
    return likeCount === null ? null : { liked: true, likeCount };
  }
  const collection = collectionOf(target.type);
  if ((await bumpCounter(store, collection, target.id, 'likeCount', 1)) === null) return null;
  try {
    await store.likes.create({
      _id,
      targetType: target.type,
      targetId: target.id,
      postId: target.postId,
      userId,
      createdAt: new Date(),
    });
  } catch (error) {
    await bumpCounter(store, collection, target.id, 'likeCount', -1);
    if (!isDuplicateKey(error)) throw error;
  }
  const likeCount = await readLikeCount(store, target);
  if (likeCount === null) {
    // The target was deleted while we liked it: do not leave an orphan like behind.
    await store.likes.deleteOne({ _id });
    return null;
  }
  return { liked: true, likeCount };
}

/** Removes the user's like if there is one (idempotent); null when the target does not exist. */
export function removeLike(store: FeedStore, target: LikeTarget, userId: string): Promise<LikeState | null> {
  const _id = likeId(target.id, userId);
  return store.lock.run(`likes:${_id}`, async () => {
    const removed = await store.likes.deleteOne({ _id });
    if (removed.deletedCount === 1)
      await bumpCounter(store, collectionOf(target.type), target.id, 'likeCount', -1);
    const likeCount = await readLikeCount(store, target);
    return likeCount === null ? null : { liked: false, likeCount };
  });
}

/** Which of `targetIds` the user likes: one `_id $in` query over their like ids. */
export async function likedTargetIds(
  store: FeedStore,
  targetIds: readonly string[],
  userId: string | undefined,
): Promise<Set<string>> {
  if (!userId || targetIds.length === 0) return new Set();
  const likes = await store.likes
    .find({ _id: trusted({ $in: targetIds.map((id) => likeId(id, userId)) }) }, { targetId: 1 })
    .lean<Array<{ targetId: string }>>();
  return new Set(likes.map((like) => like.targetId));
}
