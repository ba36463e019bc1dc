import type { Model } from 'mongoose';
import type { KeyedLock } from './keyed-lock';

type CounterDoc = Record<string, unknown> & { _id: string };

/** The lock key of one stored document: every update of it runs under this key (e.g. `posts:<id>`). */
export function documentLockKey(collection: string, id: string): string {
  return `${collection}:${id}`;
}

/**
 * Adds `delta` to a counter field of one document and returns the new value, or null when the
 * document does not exist. Runs under the document's lock (`documentLockKey(collection, id)`; FerretDB
 * v1 loses concurrent `$inc`s, see createKeyedLock). A counter never stays below 0: if a decrement
 * would take it there, `$max` puts it back to 0. (A filter like `{ likeCount: { $gt: 0 } }` would say
 * the same, but on FerretDB v1 only a bare `{ _id }` filter is handed to SQLite; any other filter
 * makes the update decode and test every document of the collection in Go.) Callers order their
 * writes — increment before the counted document exists, decrement after it is gone — so a counter
 * stays at or above the true count and the clamp is a safety net, not a mechanism. Counters replace
 * `countDocuments` on hot paths (FerretDB serves no count from an index).
 */
export async function bumpCounter<T>(
  model: Model<T>,
  lock: KeyedLock,
  id: string,
  field: string,
  delta: number,
): Promise<number | null> {
  const docs = model as unknown as Model<CounterDoc>;
  return lock.run(documentLockKey(docs.collection.collectionName, id), async () => {
    // No projection: FerretDB v1's findAndModify does not implement `fields`.
    const updated = await docs
      .findOneAndUpdate({ _id: id }, { $inc: { [field]: delta } }, { returnDocument: 'after' })
      .lean<CounterDoc>();
    if (!updated) return null;
    const value = Number(updated[field] ?? 0);
    if (value >= 0) return value;
    await docs.updateOne({ _id: id }, { $max: { [field]: 0 } });
    return 0;
  });
}

/** A counter field of one document, never below 0; null when the document does not exist. */
export async function readCounter<T>(model: Model<T>, id: string, field: string): Promise<number | null> {
  const doc = await (model as unknown as Model<CounterDoc>).findById(id, { [field]: 1 }).lean<CounterDoc>();
  return doc ? Math.max(0, Number(doc[field] ?? 0)) : null;
}
