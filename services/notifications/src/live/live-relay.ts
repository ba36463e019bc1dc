import type { Connection } from 'mongoose';
import { newId, type Logger } from '@campusloop/service-kit';
import { createLiveHub, type LiveHub } from './live-hub';
import { createDatabaseLiveTransport } from './live-database-transport';
import { createRedisLiveTransport } from './live-redis-transport';
import type { LiveTransport } from './live-transport';

export interface LiveRelayOptions {
  /** The service's connection: the embedded transport passes the events through `live_events` in its database. */
  connection: Connection;
  logger: Logger;
  /** `LIVE_PUBSUB_URL`: with a `redis://` URL the events cross instances through Redis pub/sub instead. */
  pubsubUrl?: string;
  /** The embedded transport: how often each instance reads the others' events (default 100 ms) and how long they are kept. */
  pollMs?: number;
  keepMs?: number;
  now?: () => Date;
}

/** The hub of one instance among several: it also tells the others of announcements. */
export interface RelayedLiveHub extends LiveHub {
  /** Which transport carries the events across instances. */
  readonly transport: LiveTransport['kind'];
  /** An announcement was published on this instance: every other instance runs its `onAnnouncement`. */
  announce(): void;
  /** What this instance does when another one announces (take it in for its connected users). */
  onAnnouncement(handler: () => void): void;
  /** Stops carrying events across instances. */
  close(): Promise<void>;
}

/** The transport `options` choose: Redis pub/sub with a `pubsubUrl`, else the service's database. */
export function createLiveTransport(options: LiveRelayOptions): LiveTransport {
  if (options.pubsubUrl) return createRedisLiveTransport({ url: options.pubsubUrl, logger: options.logger });
  return createDatabaseLiveTransport({
    connection: options.connection,
    logger: options.logger,
    ...(options.pollMs === undefined ? {} : { pollMs: options.pollMs }),
    ...(options.keepMs === undefined ? {} : { keepMs: options.keepMs }),
    ...(options.now ? { now: options.now } : {}),
  });
}

/**
 * The live hub of one instance among several on one database: a push goes to this instance's open
 * tabs at once, and through the transport to every other instance, which sends it to its own tabs (a
 * user's tab may be connected to any instance). An announcement is relayed the same way, so users
 * connected to any instance get it at once.
 */
export function createRelayedLiveHub(options: LiveRelayOptions): RelayedLiveHub {
  const hub = createLiveHub();
  const origin = newId();
  const transport = createLiveTransport(options);
  const logger = options.logger.child({ component: 'live-relay' });
  let announced: () => void = () => undefined;
  let closed = false;

  transport.start((event) => {
    if (event.origin === origin) return; // sent to this instance's tabs when it was made
    if (event.kind === 'push') hub.send(event.userId, event.message);
    else announced();
  });
  options.connection.once('close', () => {
    closed = true;
  });
  const relay = (event: Parameters<LiveTransport['publish']>[0], what: string, userId?: string) =>
    transport.publish(event).catch((error: unknown) => {
      if (!closed) logger.warn({ err: error, ...(userId ? { userId } : {}) }, what);
    });

  return {
    ...hub,
    transport: transport.kind,
    send(userId, message) {
      hub.send(userId, message);
      void relay({ origin, kind: 'push', userId, message }, 'live relay: the push did not reach the other instances', userId);
    },
    announce() {
      void relay({ origin, kind: 'announcement' }, 'live relay: the announcement did not reach the other instances');
    },
    onAnnouncement(handler) {
      announced = handler;
    },
    async close() {
      closed = true;
      await transport.close();
    },
  };
}
