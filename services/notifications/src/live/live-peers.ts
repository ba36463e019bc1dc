import type { Connection } from 'mongoose';
import { createdCollection, type Logger } from '@campusloop/service-kit';

/** One instance's entry: `_id` its relay origin, `url` where the others reach it, `expiresAt` its lease. */
interface LivePeerDoc {
  _id: string;
  url: string;
  expiresAt: Date;
}

export interface LivePeersOptions {
  connection: Connection;
  logger: Logger;
  /** This instance's relay origin (its entry's id: it never calls itself). */
  origin: string;
  /**
   * How often an instance renews its entry and re-reads the others'. Default 2 s. An entry not renewed
   * for three heartbeats (its lease) is no longer called: its instance died.
   */
  heartbeatMs?: number;
}

/** The other live instances of the service, as this one knows them. */
export interface LivePeers {
  /** Starts announcing this instance at `url` (its internal address) and reading the others. */
  register(url: string): void;
  /** The other instances' internal URLs whose lease is current (as of the last heartbeat). */
  urls(): readonly string[];
  /** Stops the heartbeat and removes this instance's entry (shutdown). */
  close(): Promise<void>;
}

const PURGE_AFTER_MS = 60_000;

/**
 * The notifications instances on one database, found through it (`live_peers`): each one that
 * registered writes its own entry `{ _id: origin, url, expiresAt }` every heartbeat and reads the
 * others'. Only an entry's own instance ever writes it (a plain upsert by `_id`), so this is correct on
 * FerretDB v1 (no atomic conditional updates) as on MongoDB. An instance that died stops being called
 * within one lease (6 s); entries expired for a minute are deleted by whoever sees them (no TTL on
 * FerretDB). One instance alone finds no peers and calls nobody.
 */
export function createLivePeers(options: LivePeersOptions): LivePeers {
  const heartbeatMs = options.heartbeatMs ?? 2_000;
  const leaseMs = heartbeatMs * 3;
  const logger = options.logger.child({ component: 'live-peers' });
  let ownUrl: string | undefined;
  let known: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  let closed = false;
  let lastWarning = 0;
  const peers = createdCollection<LivePeerDoc>(options.connection, 'live_peers');

  async function refresh(): Promise<void> {
    const collection = await peers();
    const at = Date.now(); // the system clock, never a test's: entries are renewed in real time
    if (ownUrl) {
      await collection.replaceOne(
        { _id: options.origin },
        { url: ownUrl, expiresAt: new Date(at + leaseMs) },
        { upsert: true },
      );
    }
    const entries = await collection.find({ _id: { $ne: options.origin } }).toArray();
    known = [...new Set(entries.filter((entry) => entry.expiresAt.getTime() > at).map((entry) => entry.url))].filter(
      (url) => url !== ownUrl,
    );
    if (entries.some((entry) => entry.expiresAt.getTime() < at - PURGE_AFTER_MS)) {
      await collection.deleteMany({ expiresAt: { $lt: new Date(at - PURGE_AFTER_MS) } });
    }
  }

  /** The heartbeat in flight: close waits for it, so a renewal cannot write the entry back after its delete. */
  let beating: Promise<void> | undefined;
  const beat = () => {
    if (beating) return; // the previous beat is still on the database (a slow moment): skip this one
    beating = refresh()
      .catch((error: unknown) => {
        // Kept quiet while the database is away: the other instances still get the pushes by the poll.
        if (closed || Date.now() - lastWarning < 10_000) return;
        lastWarning = Date.now();
        logger.warn({ err: error }, 'live peers: renewing this instance or reading the others failed');
      })
      .finally(() => {
        beating = undefined;
      });
  };

  return {
    register(url) {
      ownUrl = url.replace(/\/+$/, '');
      if (timer || closed) return;
      timer = setInterval(beat, heartbeatMs);
      timer.unref();
      beat();
    },
    urls: () => known,
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      timer = undefined;
      await beating;
      known = [];
      if (!ownUrl) return;
      await peers()
        .then((collection) => collection.deleteOne({ _id: options.origin }))
        .catch(() => undefined); // its lease ends by itself
    },
  };
}
