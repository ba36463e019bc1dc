import type { Connection } from 'mongoose';
import { newId, type Logger } from '@campusloop/service-kit';
import { createLiveHub, type LiveHub } from './live-hub';
import { createDatabaseLiveTransport } from './live-database-transport';
import { createPeerLiveTransport } from './live-peer-transport';
import { createLivePeers, type LivePeers } from './live-peers';
import { createRedisLiveTransport } from './live-redis-transport';
import { createSeenEvents } from './seen-events';
import type { LiveRelayEvent, LiveTransport } from './live-transport';

export interface LiveRelayOptions {
  /** The service's connection: the embedded transport passes the events through `live_events` in its database. */
  connection: Connection;
  logger: Logger;
  /** `LIVE_PUBSUB_URL`: with a `redis://` URL the events cross instances through Redis pub/sub instead. */
  pubsubUrl?: string;
  /** The embedded transport's direct calls to the other instances (`POST /internal/live-events`): the service token's `Authorization`. */
  authorization: () => Promise<string>;
  /**
   * The embedded transport: how often each instance reads the others' events from the database
   * (default 500 ms: behind the direct calls it is only the safety net) and how long they are kept.
   */
  pollMs?: number;
  keepMs?: number;
  /** How often an instance renews its entry in `live_peers` and reads the others' (default 2 s). */
  peerHeartbeatMs?: number;
  now?: () => Date;
}

/** How often the database is read for the others' events: behind the direct calls it is only the safety net. */
const SAFETY_NET_POLL_MS = 500;

/** The hub of one instance among several: it also tells the others of announcements. */
export interface RelayedLiveHub extends LiveHub {
  /** Which transport carries the events across instances. */
  readonly transport: LiveTransport['kind'];
  /** An announcement was published on this instance: every other instance runs its `onAnnouncement`. */
  announce(): void;
  /** What this instance does when another one announces (take it in for its connected users). */
  onAnnouncement(handler: () => void): void;
  /** An event another instance sent straight here (`POST /internal/live-events`): handed on once. */
  receive(event: LiveRelayEvent): void;
  /**
   * This instance listens at `url` (its internal address): the embedded transport registers it so
   * the other instances call it directly (no-op with Redis).
   */
  listeningAt(url: string): void;
  /** The other instances this one calls directly (as of its last heartbeat). */
  peerUrls(): readonly string[];
  /** Stops carrying events across instances. */
  close(): Promise<void>;
}

/** The transport `options` choose: Redis pub/sub with a `pubsubUrl`, else the service's database (and the peers). */
export function createLiveTransport(options: LiveRelayOptions, origin: string): { transport: LiveTransport; peers?: LivePeers } {
  if (options.pubsubUrl) return { transport: createRedisLiveTransport({ url: options.pubsubUrl, logger: options.logger }) };
  const database = createDatabaseLiveTransport({
    connection: options.connection,
    logger: options.logger,
    // Behind the direct calls the read is only the safety net: less often, so less work for the database.
    pollMs: options.pollMs ?? SAFETY_NET_POLL_MS,
    ...(options.keepMs === undefined ? {} : { keepMs: options.keepMs }),
    ...(options.now ? { now: options.now } : {}),
  });
  const peers = createLivePeers({
    connection: options.connection,
    logger: options.logger,
    origin,
    ...(options.peerHeartbeatMs === undefined ? {} : { heartbeatMs: options.peerHeartbeatMs }),
  });
  return {
    transport: createPeerLiveTransport({
      safetyNet: database,
      peers,
      authorization: options.authorization,
      logger: options.logger,
    }),
    peers,
  };
}

/**
 * The live hub of one instance among several on one database: a push goes to this instance's open
 * tabs at once, and through the transport to every other instance, which sends it to its own tabs (a
 * user's tab may be connected to any instance). An announcement is relayed the same way, so users
 * connected to any instance get it at once. An event that reaches an instance twice (a direct call and
 * the database) is handed on once, by its id.
 */
export function createRelayedLiveHub(options: LiveRelayOptions): RelayedLiveHub {
  const hub = createLiveHub();
  const origin = newId();
  const { transport, peers } = createLiveTransport(options, origin);
  const logger = options.logger.child({ component: 'live-relay' });
  // Remembered well beyond the time an event stays in `live_events` (60 s): a duplicate can only come from there.
  const seen = createSeenEvents({ keepMs: Math.max(2 * (options.keepMs ?? 60_000), 120_000) });
  let announced: () => void = () => undefined;
  let closed = false;

  const handle = (event: LiveRelayEvent) => {
    if (event.origin === origin) return; // sent to this instance's tabs when it was made
    if (event.id !== undefined && !seen.first(event.id)) return; // came the other way already
    if (event.kind === 'push') hub.send(event.userId, event.message);
    else announced();
  };
  transport.start(handle);
  options.connection.once('close', () => {
    closed = true;
  });
  const relay = (event: LiveRelayEvent, what: string, userId?: string) =>
    transport.publish(event).catch((error: unknown) => {
      if (!closed) logger.warn({ err: error, ...(userId ? { userId } : {}) }, what);
    });

  return {
    ...hub,
    transport: transport.kind,
    send(userId, message) {
      hub.send(userId, message);
      void relay({ id: newId(), origin, kind: 'push', userId, message }, 'live relay: the push did not reach the other instances', userId);
    },
    announce() {
      void relay({ id: newId(), origin, kind: 'announcement' }, 'live relay: the announcement did not reach the other instances');
    },
    onAnnouncement(handler) {
      announced = handler;
    },
    receive: handle,
    listeningAt(url) {
      peers?.register(url);
    },
    peerUrls: () => peers?.urls() ?? [],
    async close() {
      closed = true;
      await transport.close();
    },
  };
}
