import { createClient } from 'redis';
import type { Logger } from '@campusloop/service-kit';
import type { LiveRelayEvent, LiveTransport } from './live-transport';

export interface LiveRedisTransportOptions {
  /** `LIVE_PUBSUB_URL`: `redis://[user:password@]host:port[/db]` (or `rediss://` with TLS). */
  url: string;
  logger: Logger;
  /** The pub/sub channel (default `campusloop:notifications:live`): every instance of one installation uses the same. */
  channel?: string;
  /** Longest wait between reconnection attempts after Redis went away. Default 2 s. */
  maxReconnectDelayMs?: number;
}

export const LIVE_REDIS_CHANNEL = 'campusloop:notifications:live';

/**
 * The production fan-out (`LIVE_PUBSUB_URL=redis://…`): every event is PUBLISHed on one Redis channel
 * that every instance SUBSCRIBEs to, as Socket.IO's Redis adapter does: no polling, a push crosses in
 * about a round trip. Two connections per instance (a subscribed connection takes no other commands),
 * node-redis's (`redis`, the official client).
 *
 * Redis going away does not stop the instance: both connections reconnect by themselves (every
 * 100 ms × attempt, at most `maxReconnectDelayMs`) and node-redis subscribes again. While it is away a
 * push does not cross (publish fails at once, with no queue growing; it is logged) — the tab on the
 * other instance still has the notification at its next list load, the source of truth — and the
 * instance's own tabs get their pushes as always.
 */
export function createRedisLiveTransport(options: LiveRedisTransportOptions): LiveTransport {
  const channel = options.channel ?? LIVE_REDIS_CHANNEL;
  const maxDelay = options.maxReconnectDelayMs ?? 2_000;
  const logger = options.logger.child({ component: 'live-relay', transport: 'redis' });
  const publisher = createClient({
    url: options.url,
    // A push is only worth sending now: while Redis is away, fail at once rather than queue.
    disableOfflineQueue: true,
    socket: { reconnectStrategy: (attempt: number) => Math.min((attempt + 1) * 100, maxDelay) },
  });
  const subscriber = publisher.duplicate();
  let closed = false;
  let lastWarning = 0;
  const warn = (error: unknown, what: string) => {
    // One line per 10 s at most while Redis is away (each reconnection attempt reports an error).
    if (closed || Date.now() - lastWarning < 10_000) return;
    lastWarning = Date.now();
    logger.warn({ err: error }, what);
  };
  publisher.on('error', (error: unknown) => warn(error, 'live relay: Redis connection (publishing) failed; reconnecting'));
  subscriber.on('error', (error: unknown) => warn(error, 'live relay: Redis connection (subscribed) failed; reconnecting'));
  subscriber.on('ready', () => logger.info('live relay: subscribed to Redis'));

  const connecting = publisher.connect().catch((error: unknown) => warn(error, 'live relay: Redis is not reachable yet'));

  return {
    kind: 'redis',
    async publish(event) {
      await connecting;
      if (!publisher.isReady) throw new Error('live relay: Redis is not connected');
      await publisher.publish(channel, JSON.stringify(event));
    },
    start(onEvent) {
      subscriber
        .connect()
        .then(() =>
          subscriber.subscribe(channel, (raw: string) => {
            try {
              onEvent(JSON.parse(raw) as LiveRelayEvent);
            } catch (error) {
              logger.warn({ err: error }, 'live relay: an unreadable message on the channel was skipped');
            }
          }),
        )
        .catch((error: unknown) => warn(error, 'live relay: subscribing to Redis failed'));
    },
    async close() {
      closed = true;
      // Also stops a client still trying to reconnect; nothing in flight is worth waiting for.
      for (const client of [subscriber, publisher]) if (client.isOpen) client.destroy();
      await connecting;
    },
  };
}
