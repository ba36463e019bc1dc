import type { Model } from 'mongoose';
import { documentLockKey, type FeedStore, type LockedCollection } from './feed-store';

export type PostCounter = 'likeCount' | 'commentCount';
export type CommentCounter = 'likeCount' | 'replyCount';

type CounterDoc = Record<string, unknown> & { _id: string };

/**
 * Adds `delta` to a counter of one post or comment and returns the new value, or null when the
 * document does not exist. Runs under the document's lock (FerretDB v1 loses concurrent `$inc`s,
 * see service-kit's createKeyedLock). A counter never stays below 0: if a decrement would take it
 * there, `$max` puts it back to 0. (A filter like `{ likeCount: { $gt: 0 } }` would say the same, but on FerretDB
 * v1 only a bare `{ _id }` filter is handed to SQLite; any other filter makes the update decode and
 * test every document of the collection in Go.) The callers' ordering
 * — increment before the counted document exists, decrement after it is gone — keeps a counter at
 * or above the true count, so the clamp is a safety net, not a mechanism.
 */
export async function bumpCounter(
  store: FeedStore,
  collection: LockedCollection,
  id: string,
  field: PostCounter | CommentCounter,
  delta: number,
): Promise<number | null> {
  const model = (collection === 'posts' ? store.posts : store.comments) as unknown as Model<CounterDoc>;
  return store.lock.run(documentLockKey(collection, id), async () => {
    // No projection: FerretDB v1's findAndModify does not implement `fields`.
    const updated = await model
      .findOneAndUpdate({ _id: id }, { $inc: { [field]: delta } }, { returnDocument: 'after' })
      .lean<CounterDoc>();
    if (!updated) return null;
    const value = Number(updated[field] ?? 0);
    if (value >= 0) return value;
    await model.updateOne({ _id: id }, { $max: { [field]: 0 } });
    return 0;
  });
}
