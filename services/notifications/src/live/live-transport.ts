import type { LiveServerMessage } from '@campusloop/contracts';

/**
 * What one notifications instance tells the others: a push for a user's open tabs, or that an
 * announcement was published (each instance then takes it in for the users connected to it).
 * `origin` is the instance that sent it: an instance never handles its own twice.
 */
export type LiveRelayEvent =
  | { origin: string; kind: 'push'; userId: string; message: LiveServerMessage }
  | { origin: string; kind: 'announcement' };

/**
 * How the events cross instances: the embedded default polls a collection of the service's database
 * (live-database-transport.ts, no extra server); `LIVE_PUBSUB_URL=redis://…` uses a Redis pub/sub
 * channel (live-redis-transport.ts). Either may hand an instance back its own events: the relayed hub
 * skips them by `origin`.
 */
export interface LiveTransport {
  /** Which transport (logs, tests). */
  readonly kind: 'database' | 'redis';
  /** Hands `event` to every instance; rejects when it could not (the caller logs: a push is best effort). */
  publish(event: LiveRelayEvent): Promise<void>;
  /** Starts handing every instance's events to `onEvent`. */
  start(onEvent: (event: LiveRelayEvent) => void): void;
  /** Stops (shutdown, tests). */
  close(): Promise<void>;
}
