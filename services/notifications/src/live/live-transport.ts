import type { LiveServerMessage } from '@campusloop/contracts';

/**
 * What one notifications instance tells the others: a push for a user's open tabs, or that an
 * announcement was published (each instance then takes it in for the users connected to it).
 * `origin` is the instance that sent it: an instance never handles its own twice. `id` is the event's
 * own: one event may reach an instance twice (a peer's direct call and the database), it is handed on
 * once (rows written before the direct calls existed have none).
 */
export type LiveRelayEvent =
  | { id?: string; origin: string; kind: 'push'; userId: string; message: LiveServerMessage }
  | { id?: string; origin: string; kind: 'announcement' };

/**
 * How the events cross instances: the embedded default calls the other instances directly
 * (live-peer-transport.ts) and passes every event through a collection of the service's database
 * too, which every instance reads (live-database-transport.ts; no extra server); `LIVE_PUBSUB_URL=redis://…`
 * uses a Redis pub/sub channel (live-redis-transport.ts). Any may hand an instance back its own events
 * or an event twice: the relayed hub skips them by `origin` and `id`.
 */
export interface LiveTransport {
  /** Which transport (logs, tests): `peers` is the embedded default's direct calls with the database behind them. */
  readonly kind: 'database' | 'peers' | 'redis';
  /** Hands `event` to every instance; rejects when it could not (the caller logs: a push is best effort). */
  publish(event: LiveRelayEvent): Promise<void>;
  /** Starts handing every instance's events to `onEvent`. */
  start(onEvent: (event: LiveRelayEvent) => void): void;
  /** Stops (shutdown, tests). */
  close(): Promise<void>;
}
