import type { Collection, Db } from 'mongodb';
import type { Connection } from 'mongoose';
import { AppError } from '../errors/app-error';
import { newId } from '../ids/new-id';

/** One counted event of a bucket (`<what>:<who>`), purged after `purgeAt`. */
interface WindowEvent {
  _id: string;
  bucket: string;
  at: Date;
  purgeAt: Date;
}

export interface WindowCap {
  bucket: string;
  max: number;
  windowMs: number;
  /** Message of the 429 (default: the error shape's generic one). */
  message?: string;
}

export interface SlidingWindowLimiterOptions {
  /** A connection of the service; the events live in `collection` of its database. */
  connection: Connection;
  /** Default `rate_events`. */
  collection?: string;
  /** Default: the system clock. Tests pass a clock they move. */
  now?: () => Date;
  /** Purge passed events this often (a timer that does not hold the process open); default: never (the service purges). */
  purgeEveryMs?: number;
}

export interface SlidingWindowLimiter {
  /** 429 with Retry-After when `bucket` already holds `max` events inside the last `windowMs`; counts nothing. */
  assertUnderCap(cap: WindowCap): Promise<void>;
  /** Counts one event now; returns its id so a failed action can take it back. */
  record(bucket: string, windowMs: number): Promise<string>;
  forget(eventIds: string[]): Promise<void>;
  /**
   * Counts one event and refuses it (429, the event taken back) when it is beyond `max` in the last
   * `windowMs`: exact under concurrency — the event is inserted first, then the window counted, so of
   * `max + 1` concurrent callers the last insert sees them all. Use it where every try must count
   * (guessing); `assertUnderCap` + `record` where only an outcome counts.
   */
  take(cap: WindowCap): Promise<void>;
  /** Deletes events whose window has passed; returns how many. */
  purgeExpired(): Promise<number>;
  /** Stops the purge timer of `purgeEveryMs`. */
  shutdown(): void;
}

const indexed = new WeakMap<Db, Map<string, Promise<Collection<WindowEvent>>>>();

/** The collection with its two indexes, created once per database and name. */
function eventsOf(connection: Connection, name: string): Promise<Collection<WindowEvent>> {
  const db = connection.db as Db | undefined;
  if (!db) return Promise.reject(new Error('sliding-window limiter: the database connection is not open'));
  let byName = indexed.get(db);
  if (!byName) {
    byName = new Map();
    indexed.set(db, byName);
  }
  let ready = byName.get(name);
  if (!ready) {
    const events = db.collection<WindowEvent>(name);
    ready = Promise.all([events.createIndex({ bucket: 1, at: 1 }), events.createIndex({ purgeAt: 1 })]).then(() => events);
    ready.catch(() => byName.delete(name)); // try again with the next call
    byName.set(name, ready);
  }
  return ready;
}

/**
 * Sliding-window counters kept in the service's database, so every instance shares them and they
 * survive restarts: a bucket's count is the number of its events in the last `windowMs`, whatever the
 * clock says about hours (a fixed window lets twice the cap through around its boundary). One document
 * per event and no `$inc` (FerretDB v1 does not apply it atomically). `Retry-After` is the time until
 * the oldest counted event leaves the window. Used by identity (sign-in code limits) and referrals
 * (apply attempts); the gateway's per-request budgets stay on `createDatabaseRateLimitStore`.
 */
export function createSlidingWindowLimiter(options: SlidingWindowLimiterOptions): SlidingWindowLimiter {
  const name = options.collection ?? 'rate_events';
  const now = options.now ?? (() => new Date());
  const events = () => eventsOf(options.connection, name);

  async function refusal(bucket: string, windowMs: number, since: Date, at: Date, message?: string): Promise<AppError> {
    const [oldest] = await (await events()).find({ bucket, at: { $gt: since } }).sort({ at: 1 }).limit(1).toArray();
    const freeAt = (oldest?.at.getTime() ?? at.getTime()) + windowMs;
    return AppError.tooManyRequests(Math.max(1, (freeAt - at.getTime()) / 1000), message);
  }

  async function assertUnderCap({ bucket, max, windowMs, message }: WindowCap): Promise<void> {
    const at = now();
    const since = new Date(at.getTime() - windowMs);
    const count = await (await events()).countDocuments({ bucket, at: { $gt: since } });
    if (count >= max) throw await refusal(bucket, windowMs, since, at, message);
  }

  async function record(bucket: string, windowMs: number): Promise<string> {
    const at = now();
    const _id = newId();
    await (await events()).insertOne({ _id, bucket, at, purgeAt: new Date(at.getTime() + windowMs) });
    return _id;
  }

  async function forget(eventIds: string[]): Promise<void> {
    if (eventIds.length) await (await events()).deleteMany({ _id: { $in: eventIds } });
  }

  async function take({ bucket, max, windowMs, message }: WindowCap): Promise<void> {
    const id = await record(bucket, windowMs);
    const at = now();
    const since = new Date(at.getTime() - windowMs);
    const count = await (await events()).countDocuments({ bucket, at: { $gt: since } });
    if (count <= max) return;
    const error = await refusal(bucket, windowMs, since, at, message);
    await forget([id]);
    throw error;
  }

  async function purgeExpired(): Promise<number> {
    return (await (await events()).deleteMany({ purgeAt: { $lt: now() } })).deletedCount;
  }

  const timer = options.purgeEveryMs ? setInterval(() => void purgeExpired().catch(() => undefined), options.purgeEveryMs) : undefined;
  timer?.unref();

  return { assertUnderCap, record, forget, take, purgeExpired, shutdown: () => clearInterval(timer) };
}
