import { Schema, type Connection } from 'mongoose';
import type { PageQuery } from '@campusloop/contracts';
import type { KeyedLock } from './keyed-lock';
import { registerModel } from './register-model';
import { trusted } from './trusted';

/**
 * Lists ordered by a number other than creation order (events by start time, or by end time
 * descending), split at a moment such as "now" that moves on by itself: the sibling of the
 * paged-list index (paged-list-index.ts, creation order), built the same way so ANY page of ANY list
 * costs the same small, fixed set of `_id` reads on FerretDB v1 and MongoDB — page 500 what page 0
 * costs, 100k items what 1k cost — with exact totals and no count query:
 *
 *   list head  `_id = key`          { next, buckets: '<bucket no>|<count>|<min until>|<max until>;...' }
 *   bucket     `_id = key#<no>`     { items: '<at, 11 base-36 digits> <itemId> <until>\n...' }   (sorted)
 *   lows       `_id = key`          { lows: '<first entry of each bucket>\n...' }   (writers only)
 *
 * Each document holds its list as ONE string, not an array: FerretDB v1 decodes every array element
 * on its own (~6 µs each), so a 667-element head took 5 ms to read where the same text as one string
 * takes 1.5 ms (measured on the embedded server); numbers are base 36 to keep the text short.
 *
 * Every item has a sort value `at` (a non-negative integer, e.g. a start time in ms; store
 * `SORTED_LIST_MAX_AT - t` for a descending order) and a second number `until` (e.g. its end time).
 * The list reads in (at, id) order — the `_id` tie-break MongoDB's `sort({ at: 1, _id: 1 })` gives —
 * and a read may keep only the items whose `until` is after a moment, or at/before it (`when`): the
 * split between upcoming and past is computed at read time, so nothing has to move when time passes.
 * The head keeps per bucket its count and the smallest and largest `until`; a bucket whose whole
 * `until` range is on one side of the moment counts without being read, and only the few buckets
 * that straddle it (the one around "now", plus one per long-running item) are read to count them.
 * A page then reads the one or two buckets that hold it; the ids come back in order, the caller
 * loads the items by id (service-kit's `loadByIds`).
 *
 * Buckets hold up to SORTED_LIST_BUCKET_MAX entries and split in two when an insert overflows one;
 * an emptied bucket goes away. Every write of a list runs under its key in the keyed lock and
 * rewrites the one bucket and the head it touches (FerretDB v1 has no atomic updates, so this is one
 * writer process per list, like the paged-list index); a reader racing a writer may see an item early
 * or late, never a broken page. Moving an item (its `at` changed) is `remove` + `add`.
 */
export const SORTED_LIST_BUCKET_MAX = 400;
/** Largest `at` (and `until`): JavaScript's largest Date, so `SORTED_LIST_MAX_AT - time` sorts descending. */
export const SORTED_LIST_MAX_AT = 8_640_000_000_000_000;
const AT_DIGITS = 11;
const RADIX = 36;
const BULK_FILL = 300;

export interface SortedListItem {
  id: string;
  /** Sort value, a non-negative integer up to SORTED_LIST_MAX_AT. */
  at: number;
  /** Second value a read can split on (e.g. the end time); defaults to `at`. */
  until?: number;
}

/** Which items a page keeps: those whose `until` is after `moment`, or at/before it. */
export type SortedListWhen = { untilAfter: number } | { untilAtOrBefore: number };

export interface SortedListPage {
  ids: string[];
  total: number;
}

export interface SortedListIndex {
  /** Adds the item; adding an item that is already there at the same `at` changes nothing. */
  add(key: string, item: SortedListItem): Promise<void>;
  /** Removes the item (at the `at` it was added with); true when it was there. */
  remove(key: string, item: Pick<SortedListItem, 'id' | 'at'>): Promise<boolean>;
  /** Page `page` of `size` in (at, id) order, of all items or those `when` keeps; the exact total. */
  page(key: string, query: PageQuery, when?: SortedListWhen): Promise<SortedListPage>;
  /** Deletes a whole list. */
  drop(key: string): Promise<void>;
  /** Seeding/migration: replaces the list with these items in a few bulk writes. */
  bulkLoad(key: string, items: readonly SortedListItem[]): Promise<void>;
}

interface SortedHeadDoc {
  _id: string;
  next: number;
  buckets: string;
}

interface SortedBucketDoc {
  _id: string;
  items: string;
}

interface BucketMeta {
  low: string;
  no: number;
  count: number;
  minUntil: number;
  maxUntil: number;
}

const headSchema = new Schema<SortedHeadDoc>(
  {
    _id: { type: String, required: true },
    next: { type: Number, required: true, default: 0 },
    buckets: { type: String, default: '' },
  },
  { versionKey: false, minimize: false },
);

const lowsSchema = new Schema<{ _id: string; lows: string }>(
  { _id: { type: String, required: true }, lows: { type: String, default: '' } },
  { versionKey: false, minimize: false },
);

const bucketSchema = new Schema<SortedBucketDoc>(
  { _id: { type: String, required: true }, items: { type: String, default: '' } },
  { versionKey: false, minimize: false },
);

const pad = (at: number) => {
  if (!Number.isSafeInteger(at) || at < 0 || at > SORTED_LIST_MAX_AT)
    throw new Error(`sorted list: 'at' must be an integer in 0..${SORTED_LIST_MAX_AT}, got ${at}`);
  return at.toString(RADIX).padStart(AT_DIGITS, '0');
};
/** The entry's sort prefix: a space sorts below every id character, so `a` < `ab` as in `_id` order. */
const prefixOf = (item: Pick<SortedListItem, 'id' | 'at'>) => `${pad(item.at)} ${item.id} `;
const entryOf = (item: SortedListItem) => `${prefixOf(item)}${(item.until ?? item.at).toString(RADIX)}`;
const idOf = (entry: string) => entry.slice(AT_DIGITS + 1, entry.lastIndexOf(' '));
const untilOf = (entry: string) => parseInt(entry.slice(entry.lastIndexOf(' ') + 1), RADIX);
const bucketId = (key: string, no: number) => `${key}#${no}`;
const META_SEPARATOR = ';';
const ENTRY_SEPARATOR = '\n';
/** A stored list text as its parts (anything else, e.g. a document of an older shape, as empty). */
const splitText = (text: unknown, separator: string): string[] =>
  typeof text === 'string' && text !== '' ? text.split(separator) : [];

function metaOf(no: number, items: readonly string[]): BucketMeta {
  let minUntil = Number.POSITIVE_INFINITY;
  let maxUntil = Number.NEGATIVE_INFINITY;
  for (const entry of items) {
    const until = untilOf(entry);
    if (until < minUntil) minUntil = until;
    if (until > maxUntil) maxUntil = until;
  }
  return { low: items[0] as string, no, count: items.length, minUntil, maxUntil };
}
// The head is what every page reads, so it is kept short: base-36 numbers, and the buckets' low
// entries (which only writers need) in a document of their own.
const encodeMeta = (meta: BucketMeta) =>
  [meta.no, meta.count, meta.minUntil, meta.maxUntil].map((value) => value.toString(RADIX)).join('|');
function decodeMeta(text: string, low = ''): BucketMeta {
  const [no, count, minUntil, maxUntil] = text.split('|').map((value) => parseInt(value, RADIX)) as number[];
  return {
    low,
    no: Number(no),
    count: Number(count),
    minUntil: Number(minUntil),
    maxUntil: Number(maxUntil),
  };
}

const keeps = (when: SortedListWhen | undefined, until: number) =>
  !when || ('untilAfter' in when ? until > when.untilAfter : until <= when.untilAtOrBefore);

/** How many of a bucket's items `when` keeps, from its meta alone: all, none, or unknown (read it). */
function countFromMeta(meta: BucketMeta, when: SortedListWhen | undefined): number | null {
  if (!when) return meta.count;
  const lowKept = keeps(when, meta.minUntil);
  const highKept = keeps(when, meta.maxUntil);
  if (lowKept === highKept) return lowKept ? meta.count : 0;
  return null;
}

/** Index of the bucket an entry belongs in: the last one whose low entry is not above it (else the first). */
function bucketIndexFor(metas: readonly BucketMeta[], entry: string): number {
  let found = 0;
  for (let index = 0; index < metas.length; index += 1) {
    if ((metas[index] as BucketMeta).low <= entry) found = index;
    else break;
  }
  return found;
}

export function createSortedListIndex(connection: Connection, lock: KeyedLock): SortedListIndex {
  const Head = registerModel(connection, 'SortedListHead', headSchema, 'sorted_list_heads');
  const Bucket = registerModel(connection, 'SortedListBucket', bucketSchema, 'sorted_list_buckets');
  const Lows = registerModel(connection, 'SortedListLows', lowsSchema, 'sorted_list_lows');
  const locked = <T>(key: string, fn: () => Promise<T>) => lock.run(`sorted-list:${key}`, fn);

  /** The head; with `lows` (writers) also each bucket's low entry. */
  async function readHead(key: string, lows = false): Promise<{ next: number; metas: BucketMeta[] }> {
    const [head, low] = await Promise.all([
      Head.findById(key).lean(),
      lows ? Lows.findById(key).lean() : Promise.resolve(null),
    ]);
    const lowList = splitText(low?.lows, ENTRY_SEPARATOR);
    return {
      next: head?.next ?? 0,
      metas: splitText(head?.buckets, META_SEPARATOR)
        .map((text, index) => decodeMeta(text, lowList[index]))
        .filter((meta) => Number.isFinite(meta.no) && Number.isFinite(meta.count)),
    };
  }

  /** The lows first, then the head, which readers see. */
  async function writeHead(key: string, next: number, metas: readonly BucketMeta[]): Promise<void> {
    const lows = metas.map((meta) => meta.low);
    await Lows.replaceOne({ _id: key }, { _id: key, lows: lows.join(ENTRY_SEPARATOR) }, { upsert: true });
    const buckets = metas.map(encodeMeta).join(META_SEPARATOR);
    await Head.replaceOne({ _id: key }, { _id: key, next, buckets }, { upsert: true });
  }

  async function writeBucket(key: string, no: number, items: string[]): Promise<void> {
    const text = items.join(ENTRY_SEPARATOR);
    await Bucket.replaceOne(
      { _id: bucketId(key, no) },
      { _id: bucketId(key, no), items: text },
      { upsert: true },
    );
  }

  async function readBuckets(key: string, nos: readonly number[]): Promise<Map<number, string[]>> {
    if (nos.length === 0) return new Map();
    const docs = await Bucket.find({ _id: trusted({ $in: nos.map((no) => bucketId(key, no)) }) }).lean();
    const byId = new Map(docs.map((doc) => [doc._id, splitText(doc.items, ENTRY_SEPARATOR)]));
    return new Map(nos.map((no) => [no, byId.get(bucketId(key, no)) ?? []]));
  }

  return {
    add: (key, item) =>
      locked(key, async () => {
        const entry = entryOf(item);
        const prefix = prefixOf(item);
        const head = await readHead(key, true);
        const { next } = head;
        let { metas } = head;
        if (metas.length === 0) {
          await writeBucket(key, next, [entry]);
          await writeHead(key, next + 1, [metaOf(next, [entry])]);
          return;
        }
        const index = bucketIndexFor(metas, entry);
        const meta = metas[index] as BucketMeta;
        const items = (await readBuckets(key, [meta.no])).get(meta.no) ?? [];
        if (items.some((existing) => existing.startsWith(prefix))) return;
        let at = items.findIndex((existing) => existing > entry);
        if (at < 0) at = items.length;
        items.splice(at, 0, entry);
        metas = [...metas];
        if (items.length <= SORTED_LIST_BUCKET_MAX) {
          await writeBucket(key, meta.no, items);
          metas[index] = metaOf(meta.no, items);
          await writeHead(key, next, metas);
          return;
        }
        // Split, copy-on-write: both halves go to new buckets before the head points at them, and the
        // old bucket goes after, so a reader holding either head reads the buckets it describes.
        const upper = items.splice(Math.floor(items.length / 2));
        await writeBucket(key, next, items);
        await writeBucket(key, next + 1, upper);
        metas.splice(index, 1, metaOf(next, items), metaOf(next + 1, upper));
        await writeHead(key, next + 2, metas);
        await Bucket.deleteOne({ _id: bucketId(key, meta.no) });
      }),

    remove: (key, item) =>
      locked(key, async () => {
        const prefix = prefixOf(item);
        const { next, metas } = await readHead(key, true);
        if (metas.length === 0) return false;
        const index = bucketIndexFor(metas, prefix);
        const meta = metas[index] as BucketMeta;
        const items = (await readBuckets(key, [meta.no])).get(meta.no) ?? [];
        const at = items.findIndex((existing) => existing.startsWith(prefix));
        if (at < 0) return false;
        items.splice(at, 1);
        const rest = [...metas];
        if (items.length === 0) {
          rest.splice(index, 1);
          await writeHead(key, next, rest);
          await Bucket.deleteOne({ _id: bucketId(key, meta.no) });
        } else {
          await writeBucket(key, meta.no, items);
          rest[index] = metaOf(meta.no, items);
          await writeHead(key, next, rest);
        }
        return true;
      }),

    async page(key, { page, size }, when) {
      const { metas } = await readHead(key);
      // Buckets that straddle the moment are read to count them (usually the one around it).
      const straddling = metas.filter((meta) => countFromMeta(meta, when) === null).map((meta) => meta.no);
      const read = await readBuckets(key, straddling);
      const kept = (items: readonly string[]) => items.filter((entry) => keeps(when, untilOf(entry)));
      const counts = metas.map((meta) => countFromMeta(meta, when) ?? kept(read.get(meta.no) ?? []).length);
      const total = counts.reduce((sum, count) => sum + count, 0);
      const offset = page * size;
      if (offset >= total) return { ids: [], total };

      const wanted: Array<{ no: number; from: number }> = [];
      let before = 0;
      metas.forEach((meta, index) => {
        const count = counts[index] as number;
        if (count === 0 || before >= offset + size) return;
        if (before + count > offset) wanted.push({ no: meta.no, from: Math.max(0, offset - before) });
        before += count;
      });
      const missing = wanted.map(({ no }) => no).filter((no) => !read.has(no));
      for (const [no, items] of await readBuckets(key, missing)) read.set(no, items);
      const ids: string[] = [];
      for (const { no, from } of wanted) {
        for (const entry of kept(read.get(no) ?? []).slice(from)) {
          if (ids.length === size) break;
          ids.push(idOf(entry));
        }
      }
      return { ids, total };
    },

    drop: (key) =>
      locked(key, async () => {
        const { metas } = await readHead(key);
        if (metas.length > 0)
          await Bucket.deleteMany({ _id: trusted({ $in: metas.map((meta) => bucketId(key, meta.no)) }) });
        await Head.deleteOne({ _id: key });
        await Lows.deleteOne({ _id: key });
      }),

    bulkLoad: (key, items) =>
      locked(key, async () => {
        const old = await readHead(key);
        if (old.metas.length > 0)
          await Bucket.deleteMany({ _id: trusted({ $in: old.metas.map((meta) => bucketId(key, meta.no)) }) });
        const unique = [...new Map(items.map((item) => [prefixOf(item), entryOf(item)])).values()].sort();
        const metas: BucketMeta[] = [];
        const docs: SortedBucketDoc[] = [];
        for (let start = 0, no = old.next; start < unique.length; start += BULK_FILL, no += 1) {
          const chunk = unique.slice(start, start + BULK_FILL);
          docs.push({ _id: bucketId(key, no), items: chunk.join(ENTRY_SEPARATOR) });
          metas.push(metaOf(no, chunk));
        }
        for (let start = 0; start < docs.length; start += 100)
          await Bucket.insertMany(docs.slice(start, start + 100));
        await writeHead(key, old.next + docs.length, metas);
      }),
  };
}
