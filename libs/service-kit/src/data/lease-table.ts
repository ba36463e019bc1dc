import type { Connection } from 'mongoose';
import { AppError } from '../errors/app-error';
import { newId } from '../ids/new-id';
import { createdCollection } from './created-collection';
import { isDuplicateKey } from './insert-once';
import { systemClock, type Clock } from './service-context';

/**
 * One lease: `_id` is the lock key, `holder` the token of one acquisition (never reused), `expiresAt`
 * the holder's promise to be done or to have renewed by then. A steal claim has `_id`
 * `<key>|steal|<holder>|<period>` and the same fields.
 */
interface LeaseDoc {
  _id: string;
  holder: string;
  expiresAt: Date;
}

export interface LeaseTableOptions {
  connection: Connection;
  /** Default `keyed_leases`. */
  collection?: string;
  /** How long a lease lasts without renewal (a crashed holder blocks its key this long). Default 10 s. */
  leaseMs?: number;
  /**
   * Give up after waiting this long for a key: a 503 `SERVICE_UNAVAILABLE` AppError with `Retry-After`
   * (one lease long), which the caller may repeat. Default 30 s.
   */
  waitMs?: number;
  /** Backoff between tries: a random wait up to min(maxBackoffMs, minBackoffMs·2^try). Defaults 4 / 100 ms. */
  minBackoffMs?: number;
  maxBackoffMs?: number;
  /** Default: the system clock. */
  now?: Clock;
}

/** The leases of one process: it acquires, renews (while holding) and releases its own. */
export interface LeaseTable {
  /** Returns once this process holds `key` (at once if it still holds it from its previous caller). */
  acquire(key: string): Promise<void>;
  /** Gives `key` back (deletes this process's own lease); never throws: a lease it fails to delete expires. */
  release(key: string): Promise<void>;
  /** How long this process has held `key` without handing it back (0 when it does not hold it). */
  heldFor(key: string): number;
}

interface Held {
  token: string;
  since: number;
  renewal: NodeJS.Timeout;
}

/**
 * What a waiter that gave up throws: a retryable 503 in the spec's error shape (never a 500: nothing
 * failed, the key was busy), asking the caller to come back after one lease, by when a holder that
 * died has lost its lease and a live one has usually finished. The cause names the key for the log.
 */
function leaseWaitExpired(key: string, waitMs: number, leaseMs: number): AppError {
  // The spec's 503 message ('Service temporarily unavailable. Please try again later.').
  return AppError.unavailable(leaseMs / 1000, undefined, {
    cause: new Error(`keyed lock: ${key} still held by another instance after ${waitMs} ms`),
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Leases in the database as the cross-process half of the keyed lock (keyed-lock.ts). Only two
 * writes decide anything, and both are ones FerretDB v1 keeps atomic: a unique `_id` insert (acquire,
 * and the claim that lets exactly one instance steal an expired lease) and the delete of a lease by its
 * holder. Why that suffices on FerretDB (non-atomic conditional updates, no TTL) is in the data README.
 */
export function createLeaseTable(options: LeaseTableOptions): LeaseTable {
  const name = options.collection ?? 'keyed_leases';
  const leaseMs = options.leaseMs ?? 10_000;
  const waitMs = options.waitMs ?? 30_000;
  const minBackoffMs = options.minBackoffMs ?? 4;
  const maxBackoffMs = options.maxBackoffMs ?? 100;
  const clock = options.now ?? systemClock;
  const now = () => clock().getTime();
  const held = new Map<string, Held>();
  const leases = createdCollection<LeaseDoc>(options.connection, name);

  async function insert(doc: LeaseDoc): Promise<boolean> {
    try {
      await (await leases()).insertOne(doc);
      return true;
    } catch (error) {
      if (isDuplicateKey(error)) return false;
      throw error;
    }
  }

  /**
   * Removes an expired lease. Exactly one instance may do it per expired lease and period: the one whose
   * claim insert wins. A crashed stealer's claim blocks only until the next period (one lease long).
   */
  async function steal(key: string, stale: LeaseDoc): Promise<void> {
    const claimId = `${key}|steal|${stale.holder}|${Math.floor(now() / leaseMs)}`;
    const claimed = await insert({ _id: claimId, holder: newId(), expiresAt: new Date(now() + leaseMs) });
    if (!claimed) return;
    const collection = await leases();
    try {
      await collection.deleteOne({ _id: key, holder: stale.holder });
    } finally {
      await collection.deleteOne({ _id: claimId }).catch(() => undefined);
    }
  }

  function hold(key: string, token: string): void {
    const renewal = setInterval(
      () => {
        // Only the holder writes its lease; renewed well before it expires (every third of its life).
        void leases()
          .then((collection) =>
            collection.updateOne(
              { _id: key, holder: token },
              { $set: { expiresAt: new Date(now() + leaseMs) } },
            ),
          )
          .catch(() => undefined);
      },
      Math.max(10, Math.floor(leaseMs / 3)),
    );
    renewal.unref();
    held.set(key, { token, since: now(), renewal });
  }

  return {
    async acquire(key) {
      if (held.has(key)) return;
      const token = newId();
      const giveUpAt = now() + waitMs;
      for (let attempt = 0; ; attempt += 1) {
        if (await insert({ _id: key, holder: token, expiresAt: new Date(now() + leaseMs) })) {
          hold(key, token);
          return;
        }
        const current = await (await leases()).findOne({ _id: key });
        if (!current) continue; // released between our insert and our read: try again at once
        if (current.expiresAt.getTime() < now()) {
          await steal(key, current);
          continue;
        }
        if (now() > giveUpAt) throw leaseWaitExpired(key, waitMs, leaseMs);
        // Full jitter: instances that collided do not retry in step.
        await sleep(Math.random() * Math.min(maxBackoffMs, minBackoffMs * 2 ** Math.min(attempt, 10)));
      }
    },

    async release(key) {
      const mine = held.get(key);
      if (!mine) return;
      held.delete(key);
      clearInterval(mine.renewal);
      try {
        await (await leases()).deleteOne({ _id: key, holder: mine.token });
      } catch {
        // The lease expires by itself; the next instance steals it then.
      }
    },

    heldFor(key) {
      const mine = held.get(key);
      return mine ? now() - mine.since : 0;
    },
  };
}
