import type { Connection } from 'mongoose';
import { createLeaseTable, type LeaseTable, type LeaseTableOptions } from './lease-table';

/**
 * Runs async functions one at a time per key (FIFO within a process, concurrently across keys), and —
 * given the service's connection — one at a time per key across every process on that database.
 *
 * Why services need it: FerretDB v1 (the embedded default and the tests) executes every update as
 * "read the document, apply the operators in Go, write the whole document back" without a
 * transaction, so two concurrent `$inc`s or conditional updates of one document lose one of the
 * writes (measured: 50 parallel `$inc: 1` left the counter at 2). A service therefore funnels every
 * update of a shared document (a post's counters, a list head...) through one lock, keyed by
 * collection and id (e.g. `posts:<id>`). On MongoDB the operators are atomic anyway; the lock then
 * keeps read-then-write sequences (list heads, capacities) whole.
 *
 * Two layers: the in-process FIFO in front (a process never contends with itself: its callers of one
 * key queue here, not in the database), and behind it a lease in the database (lease-table.ts) that
 * the process holds while its queue for the key is busy. See the data README for why the lease stays
 * correct on FerretDB.
 */
export interface KeyedLock {
  run<T>(key: string, fn: () => Promise<T>): Promise<T>;
  /** Keys with work queued or running (tests check that nothing leaks). */
  size(): number;
}

export interface KeyedLockOptions extends Omit<LeaseTableOptions, 'connection'> {
  /** The service's connection: the lease lives in its database. Without it the lock is in-process only. */
  connection?: Connection;
  /**
   * A process keeps its lease while its own callers of the key are queued (one insert and one delete
   * per burst, not per call), but hands it back after this long so other instances get their turn.
   * Default 250 ms.
   */
  maxHoldMs?: number;
}

export function createKeyedLock(options: KeyedLockOptions = {}): KeyedLock {
  const tails = new Map<string, Promise<void>>();
  const leases: LeaseTable | undefined = options.connection
    ? createLeaseTable({ ...options, connection: options.connection })
    : undefined;
  const maxHoldMs = options.maxHoldMs ?? 250;

  return {
    async run(key, fn) {
      const previous = tails.get(key) ?? Promise.resolve();
      let release!: () => void;
      const done = new Promise<void>((resolve) => {
        release = resolve;
      });
      const tail = previous.then(() => done);
      tails.set(key, tail);
      await previous;
      try {
        // Held already when this process's previous caller of the key passed it on.
        if (leases) await leases.acquire(key);
        return await fn();
      } finally {
        const queuedBehind = tails.get(key) !== tail;
        if (leases && (!queuedBehind || leases.heldFor(key) > maxHoldMs)) await leases.release(key);
        release();
        if (tails.get(key) === tail) tails.delete(key);
      }
    },
    size: () => tails.size,
  };
}

const byConnection = new WeakMap<Connection, KeyedLock>();

/**
 * The keyed lock of a service's connection — one per connection, so every store, list index and
 * projection of a process shares one in-process queue per key, and every process on the same database
 * excludes the others through the lease. Every service gets its lock here.
 */
export function keyedLockOf(connection: Connection): KeyedLock {
  let lock = byConnection.get(connection);
  if (!lock) {
    lock = createKeyedLock({ connection });
    byConnection.set(connection, lock);
  }
  return lock;
}
