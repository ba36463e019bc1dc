import { bumpCounter, documentLockKey, loadByIds, readCounter } from '@campusloop/service-kit';
import type { FeedStore } from './feed-store';
import type { PostDoc } from './post-model';

export type PostCounter = 'likeCount' | 'commentCount';

export const findPost = (store: FeedStore, id: string) => store.posts.findById(id).lean<PostDoc>();

export const postsByIds = (store: FeedStore, ids: readonly string[]) => loadByIds<PostDoc>(store.posts, ids);

/** Stores a new post at the top of its feed list (its `seq` was reserved with `store.lists.reserve`). */
export async function insertPost(store: FeedStore, post: PostDoc): Promise<void> {
  await store.posts.create(post);
  await store.lists.add(post.listKey, post._id, post.seq);
}

/** Runs `fn` under the post's write lock (every update of a post does). */
export const withPostLock = <T>(store: FeedStore, id: string, fn: () => Promise<T>) =>
  store.lock.run(documentLockKey('posts', id), fn);

export async function setPostFields(store: FeedStore, id: string, changes: Partial<PostDoc>): Promise<void> {
  await store.posts.updateOne({ _id: id }, { $set: changes });
}

/** Takes a post out of the store and its feed; false when it was already gone (a race lost). */
export async function deletePostDoc(store: FeedStore, post: PostDoc): Promise<boolean> {
  const removed = await store.posts.deleteOne({ _id: post._id });
  if (removed.deletedCount !== 1) return false;
  await store.lists.remove(post.listKey, post._id, post.seq);
  return true;
}

/** A post's counter ± delta, never below 0; null when the post is gone. */
export const bumpPostCounter = (store: FeedStore, id: string, field: PostCounter, delta: number) =>
  bumpCounter(store.posts, store.lock, id, field, delta);

export const readPostCounter = (store: FeedStore, id: string, field: PostCounter) =>
  readCounter(store.posts, id, field);
