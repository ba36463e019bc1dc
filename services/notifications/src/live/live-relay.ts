import type { Collection, Db } from 'mongodb';
import type { Connection } from 'mongoose';
import type { LiveServerMessage } from '@campusloop/contracts';
import { newId, isDuplicateKey, type Logger } from '@campusloop/service-kit';
import { createLiveHub, type LiveHub } from './live-hub';

/** One push on its way to the other instances: `_id` is its place in one sequence all instances share. */
interface LiveEventDoc {
  _id: number;
  origin: string;
  userId: string;
  message: LiveServerMessage;
  at: Date;
}

export interface LiveRelayOptions {
  /** The service's connection: the pushes pass through `live_events` in its database. */
  connection: Connection;
  logger: Logger;
  /** How often each instance reads the pushes of the others. Default 100 ms (the live target is p95 ≤ 1 s end to end). */
  pollMs?: number;
  /** Pushes are deleted once older than this (no TTL on FerretDB). Default 60 s. */
  keepMs?: number;
  now?: () => Date;
}

/** The hub of a relayed instance: `close()` stops reading the other instances' pushes. */
export interface RelayedLiveHub extends LiveHub {
  close(): void;
}

const MAX_BATCH = 500;
const MAX_CLAIM_TRIES = 1000;

/**
 * The live hub of one instance among several on one database: a push goes to this instance's open tabs
 * at once, and into `live_events` under the next number of one shared sequence; every instance reads
 * the events after the last number it saw every `pollMs` and sends those of the other instances to its
 * own tabs. So a user whose tab is connected to instance A gets what instance B created within about
 * one poll (plus a query). No extra server: the embedded default stays one FerretDB.
 *
 * The sequence has no gaps, which is what lets a reader move on past a number without missing one that
 * lands later: a number is claimed by a unique insert (the one test-and-set FerretDB v1 keeps atomic),
 * and an instance only tries the number after the highest it has seen, moving up one on a duplicate,
 * so number n is only ever written after n − 1 exists.
 */
export function createRelayedLiveHub(options: LiveRelayOptions): RelayedLiveHub {
  const hub = createLiveHub();
  const origin = newId();
  const pollMs = options.pollMs ?? 100;
  const keepMs = options.keepMs ?? 60_000;
  const now = options.now ?? (() => new Date());
  const logger = options.logger.child({ component: 'live-relay' });
  /** The highest number this instance has seen (read or written). */
  let seen = 0;
  /** The highest number whose push this instance has handled (sent to its tabs, or skipped as its own). */
  let delivered = 0;
  let ready: Promise<Collection<LiveEventDoc>> | undefined;
  let stopped = false;
  let reading = false;
  let lastPurge = 0;

  const events = (): Promise<Collection<LiveEventDoc>> => {
    ready ??= (async () => {
      const db = options.connection.db as Db | undefined;
      if (!db) throw new Error('live relay: the database connection is not open');
      await db.createCollection('live_events').catch(() => undefined); // exists already: fine
      const collection = db.collection<LiveEventDoc>('live_events');
      const [newest] = await collection.find({}).sort({ _id: -1 }).limit(1).toArray();
      // Starts after what is there: pushes from before this instance started are not replayed.
      seen = Math.max(seen, newest?._id ?? 0);
      delivered = Math.max(delivered, newest?._id ?? 0);
      return collection;
    })();
    ready.catch(() => {
      ready = undefined;
    });
    return ready;
  };

  async function publish(userId: string, message: LiveServerMessage): Promise<void> {
    const collection = await events();
    for (let tries = 0; tries < MAX_CLAIM_TRIES; tries += 1) {
      const next = seen + 1;
      try {
        await collection.insertOne({ _id: next, origin, userId, message, at: now() });
        seen = Math.max(seen, next);
        return;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        // Taken by another instance: the next poll delivers it here; try the number after it.
        seen = Math.max(seen, next);
      }
    }
    throw new Error('live relay: no free sequence number');
  }

  /** Sends the other instances' pushes after `delivered` to this instance's tabs. */
  async function readOthers(): Promise<void> {
    const collection = await events();
    const batch = await collection
      .find({ _id: { $gt: delivered } })
      .sort({ _id: 1 })
      .limit(MAX_BATCH)
      .toArray();
    for (const event of batch) {
      if (event._id <= delivered) continue;
      delivered = event._id;
      seen = Math.max(seen, event._id);
      if (event.origin !== origin) hub.send(event.userId, event.message);
    }
  }
  async function tick(): Promise<void> {
    if (reading || stopped) return;
    reading = true;
    try {
      const collection = await events();
      await readOthers();
      if (now().getTime() - lastPurge > keepMs) {
        lastPurge = now().getTime();
        // Keeps the newest event whatever its age: it carries the sequence on.
        await collection.deleteMany({ _id: { $lt: delivered }, at: { $lt: new Date(now().getTime() - keepMs) } });
      }
    } catch (error) {
      if (!stopped) logger.warn({ err: error }, 'live relay: reading the other instances failed');
    } finally {
      reading = false;
    }
  }

  const timer = setInterval(() => void tick(), pollMs);
  timer.unref();
  const stop = () => {
    stopped = true;
    clearInterval(timer);
  };
  options.connection.once('close', stop);
  void tick();

  return {
    ...hub,
    send(userId, message) {
      hub.send(userId, message);
      publish(userId, message).catch((error: unknown) => {
        if (!stopped) logger.warn({ err: error, userId }, 'live relay: the push did not reach the other instances');
      });
    },
    close: stop,
  };
}
