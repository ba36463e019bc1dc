import { Schema, type Connection } from 'mongoose';
import type { PageQuery } from '@campusloop/contracts';
import type { KeyedLock } from './keyed-lock';
import { registerModel } from './register-model';

/**
 * Newest-first lists (a feed, a post's comments, a comment's replies) where ANY page costs the same
 * small, fixed set of commands — page 500 what page 0 costs, a 100k-post feed what a 1k one costs:
 * one read of the list head, one or two bucket reads by `_id`, then (by the caller) one `_id $in`
 * for the items and one for the viewer's likes.
 *
 * Why not the textbook `find({ feedKey }).sort({ createdAt: -1, _id: -1 })` on a compound index?
 * The public contract is page/size, i.e. an offset: even with keyset paging behind it, reaching
 * page 500 means walking 10,000 index entries first (or keeping a cursor cache per client), and a
 * total needs `countDocuments`. And the embedded default and tests run FerretDB v1 (SQLite), which
 * serves no filter, sort, skip or count from an index: all are collection scans in Go with
 * in-memory sorts. So the list's order lives in documents addressed by `_id`:
 *
 *   list head  `_id = key`            { seq, total, counts: { b<n>: items in bucket n } }
 *   bucket     `_id = key#<n>`        { items: ['<seq, 12 digits>:<itemId>', ...] }
 *
 * An item gets the list's next `seq` when it is created and lives in bucket floor(seq / 200). Page
 * p of size s starts at offset p*s from the newest item: the head gives the per-bucket counts, an
 * in-memory walk over them (a few hundred numbers for 100k items) finds the one or two buckets
 * holding [offset, offset + s), and their entries, sorted by seq, give the ids. This is a
 * "range-skip" over counted buckets. The order is creation order (seq), which is also the total
 * order for equal timestamps, so no item shows on two pages or on none while the list is unchanged;
 * deletions shrink a bucket's count, so offsets stay exact and totals need no count query.
 *
 * On MongoDB every one of these reads is an `_id` index lookup. FerretDB v1 does not even use its
 * `_id` index (its SQL compares `sjson->'$._id'`, the index is on `sjson->'_id'`; FerretDB issue
 * #4646 shows the same on PostgreSQL), so there each read costs a scan of its table: page depth
 * still costs nothing, collection size does (see tools/bench/feed-bench.ts). Used by the feed's feeds and every discussion's comment lists.
 *
 * Every write goes through the list's lock (service-kit's createKeyedLock); the head's counts are
 * updated after the bucket, so a reader racing a writer may see one item early or late, never a
 * broken page.
 */
export const LIST_BUCKET_SIZE = 200;
const SEQ_DIGITS = 12;

interface ListHeadDoc {
  _id: string;
  seq: number;
  total: number;
  counts: Record<string, number>;
}

interface ListBucketDoc {
  _id: string;
  items: string[];
}

export interface ListPage {
  ids: string[];
  total: number;
}

export interface PagedListIndex {
  /** Reserves the list's next (newest) position; store it with the item, then `add` it. */
  reserve(key: string): Promise<number>;
  add(key: string, itemId: string, seq: number): Promise<void>;
  /** Removes an item; true when it was in the list. */
  remove(key: string, itemId: string, seq: number): Promise<boolean>;
  page(key: string, query: PageQuery): Promise<ListPage>;
  /** Deletes a whole list (its post or comment is gone). */
  drop(key: string): Promise<void>;
  /** Seeding/migration: fills an EMPTY list with ids oldest first in a few bulk writes; returns their seqs. */
  bulkLoad(key: string, idsOldestFirst: readonly string[]): Promise<number[]>;
}

const headSchema = new Schema<ListHeadDoc>(
  {
    _id: { type: String, required: true },
    seq: { type: Number, required: true, default: 0 },
    total: { type: Number, required: true, default: 0 },
    counts: { type: Schema.Types.Mixed, default: {} },
  },
  { versionKey: false, minimize: false },
);

const bucketSchema = new Schema<ListBucketDoc>(
  { _id: { type: String, required: true }, items: { type: [String], default: [] } },
  { versionKey: false, minimize: false },
);

const bucketOf = (seq: number) => Math.floor(seq / LIST_BUCKET_SIZE);
const bucketId = (key: string, bucket: number) => `${key}#${bucket}`;
const entryOf = (seq: number, itemId: string) => `${String(seq).padStart(SEQ_DIGITS, '0')}:${itemId}`;
const idOfEntry = (entry: string) => entry.slice(SEQ_DIGITS + 1);

/** `counts` as [bucket, count] pairs, newest bucket first, empty buckets left out. */
function bucketsNewestFirst(
  counts: Record<string, number> | undefined,
): Array<{ bucket: number; count: number }> {
  return Object.entries(counts ?? {})
    .map(([name, count]) => ({ bucket: Number(name.slice(1)), count }))
    .filter(({ bucket, count }) => Number.isInteger(bucket) && count > 0)
    .sort((a, b) => b.bucket - a.bucket);
}

export function createPagedListIndex(connection: Connection, lock: KeyedLock): PagedListIndex {
  const Head = registerModel(connection, 'ListHead', headSchema, 'list_heads');
  const Bucket = registerModel(connection, 'ListBucket', bucketSchema, 'list_buckets');
  const locked = <T>(key: string, fn: () => Promise<T>) => lock.run(`list:${key}`, fn);

  return {
    reserve: (key) =>
      locked(key, async () => {
        const head = await Head.findOneAndUpdate(
          { _id: key },
          { $inc: { seq: 1 }, $setOnInsert: { total: 0, counts: {} } },
          { upsert: true, returnDocument: 'after' },
        ).lean();
        return (head as ListHeadDoc).seq;
      }),

    add: (key, itemId, seq) =>
      locked(key, async () => {
        const bucket = bucketOf(seq);
        await Bucket.updateOne(
          { _id: bucketId(key, bucket) },
          { $push: { items: entryOf(seq, itemId) } },
          { upsert: true },
        );
        await Head.updateOne({ _id: key }, { $inc: { total: 1, [`counts.b${bucket}`]: 1 } });
      }),

    remove: (key, itemId, seq) =>
      locked(key, async () => {
        const bucket = bucketOf(seq);
        const pulled = await Bucket.updateOne(
          { _id: bucketId(key, bucket) },
          { $pull: { items: entryOf(seq, itemId) } },
        );
        if (pulled.modifiedCount !== 1) return false;
        const head = await Head.findOneAndUpdate(
          { _id: key },
          { $inc: { total: -1, [`counts.b${bucket}`]: -1 } },
          { returnDocument: 'after' },
        ).lean();
        // Never below zero, even if a count was already off (belt and braces; the lock prevents it).
        if (head && (head.total < 0 || (head.counts?.[`b${bucket}`] ?? 0) < 0)) {
          await Head.updateOne({ _id: key }, { $max: { total: 0, [`counts.b${bucket}`]: 0 } });
        }
        return true;
      }),

    async page(key, { page, size }) {
      const head = await Head.findById(key).lean();
      const total = Math.max(0, head?.total ?? 0);
      const offset = page * size;
      if (!head || offset >= total) return { ids: [], total };

      const wanted: Array<{ bucket: number; from: number }> = [];
      let before = 0;
      for (const { bucket, count } of bucketsNewestFirst(head.counts)) {
        if (before + count <= offset) {
          before += count;
          continue;
        }
        wanted.push({ bucket, from: Math.max(0, offset - before) });
        before += count;
        if (before >= offset + size) break;
      }

      const buckets = await Promise.all(
        wanted.map(({ bucket }) => Bucket.findById(bucketId(key, bucket)).lean()),
      );
      const ids: string[] = [];
      wanted.forEach(({ from }, index) => {
        const entries = [...(buckets[index]?.items ?? [])].sort().reverse();
        for (const entry of entries.slice(from)) {
          if (ids.length === size) return;
          ids.push(idOfEntry(entry));
        }
      });
      return { ids, total };
    },

    drop: (key) =>
      locked(key, async () => {
        const head = await Head.findById(key).lean();
        if (!head) return;
        const buckets = Object.keys(head.counts ?? {}).map((name) => Number(name.slice(1)));
        await Promise.all(buckets.map((bucket) => Bucket.deleteOne({ _id: bucketId(key, bucket) })));
        await Head.deleteOne({ _id: key });
      }),

    bulkLoad: (key, idsOldestFirst) =>
      locked(key, async () => {
        const existing = await Head.findById(key).lean();
        if (existing && existing.seq > 0) throw new Error(`bulkLoad needs an empty list; ${key} has items`);
        const seqs = idsOldestFirst.map((_id, index) => index + 1);
        const byBucket = new Map<number, string[]>();
        idsOldestFirst.forEach((id, index) => {
          const seq = seqs[index] as number;
          const entries = byBucket.get(bucketOf(seq)) ?? [];
          entries.push(entryOf(seq, id));
          byBucket.set(bucketOf(seq), entries);
        });
        const docs = [...byBucket].map(([bucket, items]) => ({ _id: bucketId(key, bucket), items }));
        for (let start = 0; start < docs.length; start += 100)
          await Bucket.insertMany(docs.slice(start, start + 100));
        const counts = Object.fromEntries(
          [...byBucket].map(([bucket, items]) => [`b${bucket}`, items.length]),
        );
        await Head.updateOne(
          { _id: key },
          { $set: { seq: idsOldestFirst.length, total: idsOldestFirst.length, counts } },
          { upsert: true },
        );
        return seqs;
      }),
  };
}
