import type { Collection } from 'mongodb';
import type { Connection } from 'mongoose';
import { createdCollection, isDuplicateKey, type Logger } from '@campusloop/service-kit';
import type { LiveRelayEvent, LiveTransport } from './live-transport';

/** One event on its way to the other instances: `_id` is its place in one sequence all instances share. */
type LiveEventDoc = LiveRelayEvent & { _id: number; at: Date };

export interface LiveDatabaseTransportOptions {
  /** The service's connection: the events pass through `live_events` in its database. */
  connection: Connection;
  logger: Logger;
  /** How often each instance reads the events of the others. Default 100 ms (the live target is p95 ≤ 1 s end to end). */
  pollMs?: number;
  /** Events are deleted once older than this (no TTL on FerretDB). Default 60 s. */
  keepMs?: number;
  now?: () => Date;
}

const MAX_BATCH = 500;
const MAX_CLAIM_TRIES = 1000;

/**
 * The embedded default: the events go into `live_events` under the next number of one shared
 * sequence, and every instance reads the events after the last number it saw every `pollMs`. So a
 * user whose tab is connected to instance A gets what instance B created within about one poll (plus
 * a query), with no extra server: the embedded default stays one FerretDB.
 *
 * The sequence has no gaps, which is what lets a reader move on past a number without missing one that
 * lands later: a number is claimed by a unique insert (the one test-and-set FerretDB v1 keeps atomic),
 * and an instance only tries the number after the highest it has seen, moving up one on a duplicate,
 * so number n is only ever written after n − 1 exists.
 */
export function createDatabaseLiveTransport(options: LiveDatabaseTransportOptions): LiveTransport {
  const pollMs = options.pollMs ?? 100;
  const keepMs = options.keepMs ?? 60_000;
  const now = options.now ?? (() => new Date());
  const logger = options.logger.child({ component: 'live-relay', transport: 'database' });
  /** The highest number this instance has seen (read or written). */
  let seen = 0;
  /** The highest number whose event this instance has handed on. */
  let delivered = 0;
  let stopped = false;
  let reading = false;
  let lastPurge = 0;
  let timer: NodeJS.Timeout | undefined;
  let handle: (event: LiveRelayEvent) => void = () => undefined;

  const events = createdCollection<LiveEventDoc>(options.connection, 'live_events', async (collection) => {
    const [newest] = await collection.find({}).sort({ _id: -1 }).limit(1).toArray();
    // Starts after what is there: events from before this instance started are not replayed.
    seen = Math.max(seen, newest?._id ?? 0);
    delivered = Math.max(delivered, newest?._id ?? 0);
  });

  async function publish(event: LiveRelayEvent): Promise<void> {
    const collection = await events();
    for (let tries = 0; tries < MAX_CLAIM_TRIES; tries += 1) {
      const next = seen + 1;
      try {
        await collection.insertOne({ ...event, _id: next, at: now() });
        seen = Math.max(seen, next);
        return;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        // Taken by another instance: the next poll hands it on here; try the number after it.
        seen = Math.max(seen, next);
      }
    }
    throw new Error('live relay: no free sequence number');
  }

  /** Hands on the events after `delivered` (this instance's own too: the hub skips them by origin). */
  async function readNew(collection: Collection<LiveEventDoc>): Promise<void> {
    const batch = await collection
      .find({ _id: { $gt: delivered } })
      .sort({ _id: 1 })
      .limit(MAX_BATCH)
      .toArray();
    for (const { _id, at: _at, ...event } of batch) {
      if (_id <= delivered) continue;
      delivered = _id;
      seen = Math.max(seen, _id);
      // Rows written before announcements were relayed have no kind: they are pushes.
      const kind = (event as { kind?: LiveRelayEvent['kind'] }).kind ?? 'push';
      handle({ ...event, kind } as LiveRelayEvent);
    }
  }
  async function tick(): Promise<void> {
    if (reading || stopped) return;
    reading = true;
    try {
      const collection = await events();
      await readNew(collection);
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

  const stop = () => {
    stopped = true;
    if (timer) clearInterval(timer);
  };
  options.connection.once('close', stop);

  return {
    kind: 'database',
    publish,
    start(onEvent) {
      handle = onEvent;
      timer = setInterval(() => void tick(), pollMs);
      timer.unref();
      void tick();
    },
    async close() {
      stop();
    },
  };
}
