import { trusted } from '@campusloop/service-kit';
import type { DiscussionStore } from './discussion-store';
import { likeId } from './like-model';

/** What is liked: its kind, its id and the discussion target it belongs to. */
export interface Liked {
  type: string;
  id: string;
  rootId: string;
}

/** The liked thing's counter: ± delta (null when it is gone) and a read. */
export interface LikeCounter {
  bump(id: string, delta: number): Promise<number | null>;
  read(id: string): Promise<number | null>;
}

export interface LikeState {
  liked: boolean;
  likeCount: number;
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: number } | null)?.code === 11000;
}

/**
 * Likes something once per user, idempotently; null when it does not exist. The unique like `_id`
 * decides who wins a race: the counter is raised BEFORE the insert and lowered again if the insert
 * finds the like already there, so the counter is never below the number of likes. One user's like
 * and unlike of one thing also queue behind each other in this process, so neither answer shows the
 * other's in-flight increment.
 */
export function addLike(store: DiscussionStore, liked: Liked, counter: LikeCounter, userId: string): Promise<LikeState | null> {
  const _id = likeId(liked.id, userId);
  return store.lock.run(`likes:${_id}`, async () => {
    if (await store.likes.exists({ _id })) {
      const likeCount = await counter.read(liked.id);
      return likeCount === null ? null : { liked: true, likeCount };
    }
    if ((await counter.bump(liked.id, 1)) === null) return null;
    try {
      await store.likes.create({
        _id,
        targetType: liked.type,
        targetId: liked.id,
        rootId: liked.rootId,
        userId,
        createdAt: new Date(),
      });
    } catch (error) {
      await counter.bump(liked.id, -1);
      if (!isDuplicateKey(error)) throw error;
    }
    const likeCount = await counter.read(liked.id);
    if (likeCount === null) {
      // Deleted while we liked it: leave no orphan like behind.
      await store.likes.deleteOne({ _id });
      return null;
    }
    return { liked: true, likeCount };
  });
}

/** Removes the user's like if there is one (idempotent); null when the thing does not exist. */
export function removeLike(store: DiscussionStore, liked: Liked, counter: LikeCounter, userId: string): Promise<LikeState | null> {
  const _id = likeId(liked.id, userId);
  return store.lock.run(`likes:${_id}`, async () => {
    const removed = await store.likes.deleteOne({ _id });
    if (removed.deletedCount === 1) await counter.bump(liked.id, -1);
    const likeCount = await counter.read(liked.id);
    return likeCount === null ? null : { liked: false, likeCount };
  });
}

/** Which of `ids` the user likes: one `_id $in` query over their like ids. */
export async function likedIds(store: DiscussionStore, ids: readonly string[], userId: string | undefined): Promise<Set<string>> {
  if (!userId || ids.length === 0) return new Set();
  const likes = await store.likes
    .find({ _id: trusted({ $in: ids.map((id) => likeId(id, userId)) }) }, { targetId: 1 })
    .lean<Array<{ targetId: string }>>();
  return new Set(likes.map((like) => like.targetId));
}

export async function deleteLikesOf(store: DiscussionStore, likedIdsGone: readonly string[]): Promise<void> {
  if (likedIdsGone.length > 0) await store.likes.deleteMany({ targetId: trusted({ $in: [...likedIdsGone] }) });
}

export async function deleteLikesOfTarget(store: DiscussionStore, rootId: string): Promise<void> {
  await store.likes.deleteMany({ rootId });
}
