import type { Collection, Db } from 'mongodb';
import type { Connection } from 'mongoose';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';
import { systemClock, type Clock } from './service-context';

/** One counted request: slot `n` of `bucket` (`<key>|<window number>`), purged after `expiresAt`. */
interface HitSlot {
  _id: string;
  bucket: string;
  expiresAt: Date;
}

export interface DatabaseRateLimitStoreOptions {
  /** A connection of the service (`connectDatabase`); the slots live in `collection` of its database. */
  connection: Connection;
  /** Fixed window length; express-rate-limit's `init` overrides it with its own `windowMs`. */
  windowMs?: number;
  /** Default `rate_limit_hits`. */
  collection?: string;
  /** Prepended to every key, so several limiters can share the collection (e.g. `reads:`). */
  prefix?: string;
  /** Default: the system clock. Tests pass a test clock's `now`. */
  now?: Clock;
}

export interface DatabaseRateLimitStore extends Store {
  /** Drops the slots of windows that have ended (runs every window by itself; tests call it). */
  purgeExpired(): Promise<void>;
}

/**
 * A lost slot always means another instance took it, so a request can lose at most once per request the
 * other instances have in flight for the same key; 64 covers a burst of that size on a slow database (16
 * ran out when two instances each had 30 requests for one key in flight on a loaded machine).
 */
const MAX_TRIES = 64;

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: number }).code === 11000;
}

/**
 * An express-rate-limit `Store` counting on the service's database, so every instance of a service
 * shares one count (fixed windows, like express-rate-limit's MemoryStore).
 *
 * Why slots and not a counter document: FerretDB v1 (the embedded default) applies `$inc` as
 * read-modify-write without a lock, so concurrent increments from two instances are lost (2–16 of
 * 100 survive). A unique `_id` insert is the one test-and-set it honours. Every counted request
 * therefore inserts the next free slot `<key>|<window>|<n>`; the slot number it got is its count.
 * Two instances that pick the same `n` collide on the `_id`: one wins, the other learns how far the
 * count has got (a doubling then halving search over `_id` reads, which FerretDB serves from its
 * `_id` index with the workspace's patch) and takes the next free slot. A slot is never shared, so the
 * count never misses a request; it can only run ahead of it by a slot whose insert failed.
 * Requests of one process take distinct numbers without asking the database; a process that sees a
 * key for the first time in a window looks up its highest slot once.
 *
 * Cost: one insert by `_id` per counted request (two or three more round trips when another instance
 * counted the same key since). On real MongoDB an `$inc` store or Redis (`rate-limit-redis`) is
 * cheaper at scale; this one is correct on both servers. No TTL index (FerretDB refuses them): ended
 * windows are deleted once per window.
 */
export function createDatabaseRateLimitStore(options: DatabaseRateLimitStoreOptions): DatabaseRateLimitStore {
  const collectionName = options.collection ?? 'rate_limit_hits';
  const clock = options.now ?? systemClock;
  const now = () => clock().getTime();
  let windowMs = options.windowMs ?? 60_000;
  /** Per bucket: the highest slot number this process has taken or seen taken, once looked up. */
  const buckets = new Map<string, { next: number; ready: Promise<void> }>();
  let collection: Promise<Collection<HitSlot>> | undefined;
  let purgeTimer: NodeJS.Timeout | undefined;

  const slots = (): Promise<Collection<HitSlot>> => {
    collection ??= (async () => {
      const db = options.connection.db as Db | undefined;
      if (!db) throw new Error('rate-limit store: the database connection is not open');
      const hits = db.collection<HitSlot>(collectionName);
      await hits.createIndex({ bucket: 1 });
      await hits.createIndex({ expiresAt: 1 });
      return hits;
    })();
    collection.catch(() => {
      collection = undefined; // try again with the next request
    });
    return collection;
  };

  const slotId = (bucket: string, n: number): string => `${bucket}|${n}`;

  async function isTaken(bucket: string, n: number): Promise<boolean> {
    const hits = await slots();
    return (await hits.findOne({ _id: slotId(bucket, n) }, { projection: { _id: 1 } })) !== null;
  }

  /** The highest taken slot at or above `known` (which is taken, or 0): doubling steps, then halving. */
  async function highestTaken(bucket: string, known: number): Promise<number> {
    let low = known;
    let step = 1;
    let high = low + step;
    while (await isTaken(bucket, high)) {
      low = high;
      step *= 2;
      high = low + step;
    }
    while (high - low > 1) {
      const middle = Math.floor((low + high) / 2);
      if (await isTaken(bucket, middle)) low = middle;
      else high = middle;
    }
    return low;
  }

  async function take(bucket: string, n: number, expiresAt: Date): Promise<boolean> {
    const hits = await slots();
    try {
      await hits.insertOne({ _id: slotId(bucket, n), bucket, expiresAt });
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  function bucketOf(key: string): { bucket: string; window: number } {
    const window = Math.floor(now() / windowMs);
    return { bucket: `${options.prefix ?? ''}${key}|${window}`, window };
  }

  async function purgeExpired(): Promise<void> {
    const current = Math.floor(now() / windowMs);
    for (const bucket of buckets.keys()) {
      if (Number(bucket.slice(bucket.lastIndexOf('|') + 1)) < current) buckets.delete(bucket);
    }
    const hits = await slots();
    await hits.deleteMany({ expiresAt: { $lte: new Date(now()) } });
  }

  const schedulePurge = () => {
    if (purgeTimer) clearInterval(purgeTimer);
    purgeTimer = setInterval(() => void purgeExpired().catch(() => undefined), windowMs);
    purgeTimer.unref();
  };
  schedulePurge();

  return {
    localKeys: false,
    ...(options.prefix ? { prefix: options.prefix } : {}),

    init(limiterOptions: Options) {
      windowMs = limiterOptions.windowMs;
      schedulePurge();
    },

    async increment(key: string): Promise<ClientRateLimitInfo> {
      const { bucket, window } = bucketOf(key);
      const resetTime = new Date((window + 1) * windowMs);
      let state = buckets.get(bucket);
      if (!state) {
        const fresh = { next: 0, ready: Promise.resolve() };
        fresh.ready = highestTaken(bucket, 0).then((highest) => {
          fresh.next = Math.max(fresh.next, highest);
        });
        fresh.ready.catch(() => buckets.delete(bucket));
        buckets.set(bucket, fresh);
        state = fresh;
      }
      await state.ready;
      for (let tries = 0; tries < MAX_TRIES; tries += 1) {
        state.next += 1;
        const n = state.next; // taken synchronously: requests of this process never pick the same slot
        if (await take(bucket, n, resetTime)) {
          return { totalHits: n, resetTime };
        }
        state.next = Math.max(state.next, await highestTaken(bucket, n));
      }
      throw new Error(`rate-limit store: no free slot for ${bucket} after ${MAX_TRIES} tries`);
    },

    /**
     * Not supported: a count is the number of the slot taken, and giving one slot back would not lower
     * the numbers later requests take. Do not combine with `skipFailedRequests`/`skipSuccessfulRequests`.
     */
    decrement() {
      return undefined;
    },

    async resetKey(key: string) {
      const { bucket } = bucketOf(key);
      buckets.delete(bucket);
      await (await slots()).deleteMany({ bucket });
    },

    async resetAll() {
      buckets.clear();
      await (await slots()).deleteMany({});
    },

    shutdown() {
      if (purgeTimer) clearInterval(purgeTimer);
    },

    purgeExpired,
  };
}
