import type { Connection } from 'mongoose';
import type { Logger } from '../logging/logger';
import { newId } from '../ids/new-id';
import { trusted } from '../data/trusted';
import { backoffDelay, type BackoffOptions } from './backoff';
import { deliverEvent } from './deliver-event';
import { outboxEventModel, toOutboxEvent, type OutboxEvent } from './outbox-event';

export interface OutboxOptions {
  connection: Connection;
  logger: Logger;
  /** Event type → internal URLs that receive it (e.g. `{ 'post.created': ['http://127.0.0.1:3108/internal/events'] }`). */
  subscribers: Record<string, string[]>;
  fetch?: typeof fetch;
  /**
   * After this many failed rounds an event goes `dead` (logged, kept for inspection). Default 30: with
   * the backoff's 1-minute cap that is at least ~12 minutes of its consumer being unreachable (1, 2, 4,
   * … 32 s, then 30-60 s a round).
   */
  maxAttempts?: number;
  backoff?: BackoffOptions;
  /** Per-request timeout. Default 5 s. */
  requestTimeoutMs?: number;
  /** How long a `record()` hold lasts if the process dies before releasing it. Default 60 s. */
  holdMs?: number;
  /** Events handled per dispatch round. Default 50. */
  batchSize?: number;
}

export interface EventDraft<P = unknown> {
  type: string;
  payload: P;
}

export interface DispatchSummary {
  delivered: number;
  retrying: number;
  dead: number;
}

export interface Outbox {
  /** Stores a pending event now (use after the change is written; see `record` for the ordering). */
  publish<P>(type: string, payload: P): Promise<OutboxEvent<P>>;
  /** Stores `events` held, runs `change`, then releases them; if `change` throws they are deleted. */
  record<T>(change: () => Promise<T>, events: EventDraft[]): Promise<T>;
  startDispatcher(options?: { intervalMs?: number }): void;
  /** Stops the timer and waits for a round in progress. */
  stopDispatcher(): Promise<void>;
  /** Delivers every due event once (tests call this directly). */
  dispatchOnce(): Promise<DispatchSummary>;
}

/**
 * Transactional-outbox publishing without transactions (FerretDB v1 has none).
 *
 * How "stored with the change" is achieved, honestly: `record(change, events)` writes the events
 * FIRST in a `held` state the dispatcher ignores, then runs the change, then flips them to `pending`.
 *  - change fails → the held events are deleted, nothing is sent;
 *  - change succeeds → the events are released and delivered at least once;
 *  - the process dies after the change but before the release → the hold expires after `holdMs`
 *    and the dispatcher releases them: no event of a completed change is lost;
 *  - the process dies DURING the change (or the compensating delete fails) → the event may be sent
 *    although the change did not happen. Consumers must therefore treat an event as "this probably
 *    happened" and tolerate a target that does not exist (e.g. a 404 when they look it up).
 * `publish()` alone is change-first: a crash between the change and `publish` loses the event; use
 * it for events with no accompanying write, or where that loss is acceptable.
 *
 * Delivery: at-least-once POSTs with `x-event-id` to every subscriber of the type, tracked per
 * subscriber (`deliveredTo`) so a retry only re-sends to those that failed; backoff with jitter
 * between rounds; `dead` after `maxAttempts`. Several dispatcher processes may run: each claims an
 * event with an atomic lease (`nextAttemptAt` pushed forward) before delivering it.
 */
export function createOutbox(options: OutboxOptions): Outbox {
  const { connection, subscribers } = options;
  const logger = options.logger.child({ component: 'outbox' });
  const fetchImpl = options.fetch ?? fetch;
  const maxAttempts = options.maxAttempts ?? 30;
  const requestTimeoutMs = options.requestTimeoutMs ?? 5_000;
  const holdMs = options.holdMs ?? 60_000;
  const batchSize = options.batchSize ?? 50;
  const leaseMs = requestTimeoutMs * 2 + 5_000;
  const Events = outboxEventModel(connection);

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let again = false;

  const draft = (type: string, payload: unknown, status: 'held' | 'pending', nextAttemptAt: Date) => ({
    _id: newId(),
    type,
    payload,
    createdAt: new Date(),
    attempts: 0,
    nextAttemptAt,
    deliveredTo: [],
    status,
  });

  /** Runs a round unless one is in progress; a kick during a round schedules another right after. */
  const kick = (): Promise<unknown> => {
    if (running) {
      again = true;
      return running;
    }
    running = dispatchOnce()
      .catch((error: unknown) => logger.error({ err: error }, 'outbox dispatch round failed'))
      .finally(() => {
        running = undefined;
        if (again && timer) {
          again = false;
          void kick();
        }
      });
    return running;
  };

  /** Leases the next event due at `roundStart`; an event retried in this round is not due again in it. */
  async function claimNext(roundStart: Date): Promise<OutboxEvent | undefined> {
    const claimed = await Events.findOneAndUpdate(
      { status: 'pending', nextAttemptAt: trusted({ $lte: roundStart }) },
      { $set: { nextAttemptAt: new Date(Date.now() + leaseMs) } },
      { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
    ).lean();
    return claimed ? toOutboxEvent(claimed) : undefined;
  }

  async function dispatchEvent(event: OutboxEvent, summary: DispatchSummary): Promise<void> {
    const targets = (subscribers[event.type] ?? []).filter((url) => !event.deliveredTo.includes(url));
    const results = await Promise.all(targets.map((url) => deliverEvent(event, url, fetchImpl, requestTimeoutMs)));
    const succeeded = results.filter((result) => result.ok).map((result) => result.url);
    const failed = results.filter((result) => !result.ok);
    if (failed.length === 0) {
      await Events.updateOne({ _id: event.id }, { $set: { status: 'delivered' }, $addToSet: { deliveredTo: { $each: succeeded } } });
      summary.delivered += 1;
      return;
    }
    const attempts = event.attempts + 1;
    const lastError = failed.map((result) => `${result.url}: ${result.error}`).join('; ');
    const dead = attempts >= maxAttempts;
    await Events.updateOne(
      { _id: event.id },
      {
        $set: {
          attempts,
          lastError,
          status: dead ? 'dead' : 'pending',
          nextAttemptAt: new Date(Date.now() + backoffDelay(attempts, options.backoff)),
        },
        $addToSet: { deliveredTo: { $each: succeeded } },
      },
    );
    if (dead) {
      logger.error({ eventId: event.id, type: event.type, attempts, lastError }, 'outbox event gave up (dead)');
      summary.dead += 1;
    } else {
      logger.warn({ eventId: event.id, type: event.type, attempts, lastError }, 'outbox delivery failed; will retry');
      summary.retrying += 1;
    }
  }

  async function dispatchOnce(): Promise<DispatchSummary> {
    const now = new Date();
    const released = await Events.updateMany(
      { status: 'held', nextAttemptAt: trusted({ $lte: now }) },
      { $set: { status: 'pending', nextAttemptAt: now } },
    );
    if (released.modifiedCount > 0) logger.warn({ count: released.modifiedCount }, 'released outbox events whose hold expired');
    const summary: DispatchSummary = { delivered: 0, retrying: 0, dead: 0 };
    for (let handled = 0; handled < batchSize; handled += 1) {
      const event = await claimNext(now);
      if (!event) break;
      await dispatchEvent(event, summary);
    }
    return summary;
  }

  return {
    async publish<P>(type: string, payload: P) {
      const event = draft(type, payload, 'pending', new Date());
      await Events.create(event);
      if (timer) void kick();
      return toOutboxEvent<P>(event);
    },
    async record<T>(change: () => Promise<T>, events: EventDraft[]) {
      const drafts = events.map((event) => draft(event.type, event.payload, 'held', new Date(Date.now() + holdMs)));
      if (drafts.length > 0) await Events.insertMany(drafts);
      const ids = drafts.map((event) => event._id);
      let result: T;
      try {
        result = await change();
      } catch (error) {
        await Events.deleteMany({ _id: trusted({ $in: ids }), status: 'held' }).catch((cleanupError: unknown) =>
          logger.error({ err: cleanupError, eventIds: ids }, 'could not delete held events of a failed change'),
        );
        throw error;
      }
      if (ids.length > 0) {
        // The change is done; if this release fails the hold simply expires and the dispatcher releases them.
        await Events.updateMany({ _id: trusted({ $in: ids }), status: 'held' }, { $set: { status: 'pending', nextAttemptAt: new Date() } }).then(
          () => {
            if (timer) void kick();
          },
          (error: unknown) => logger.warn({ err: error, eventIds: ids }, 'could not release held events; their hold will expire'),
        );
      }
      return result;
    },
    startDispatcher({ intervalMs = 1_000 } = {}) {
      if (timer) return;
      timer = setInterval(() => void kick(), intervalMs);
      timer.unref();
      void kick();
    },
    async stopDispatcher() {
      if (timer) clearInterval(timer);
      timer = undefined;
      again = false;
      await running;
    },
    dispatchOnce,
  };
}
