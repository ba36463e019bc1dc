import { Router } from 'express';
import type { z } from 'zod';
import { parseOrThrow } from '../http/validate';
import type { Logger } from '../logging/logger';
import type { IdempotentConsumer } from './idempotent-consumer';
import { EVENT_ID_HEADER, eventEnvelopeSchema } from './outbox-event';

/** How a subscriber handles one event type: the payload's contract and what to do with it. */
export interface EventHandler<S extends z.ZodType = z.ZodType> {
  schema: S;
  handle(payload: z.infer<S>, eventId: string): Promise<void>;
}

/** One entry per subscribed event type (`eventHandler` keeps each payload's type). */
export type EventHandlers = Record<string, EventHandler>;

/** Types a handler by its payload schema inside an `EventHandlers` map. */
export function eventHandler<S extends z.ZodType>(
  schema: S,
  handle: (payload: z.infer<S>, eventId: string) => Promise<void>,
): EventHandler {
  return { schema, handle } as EventHandler;
}

export interface EventSubscriberRouterOptions {
  /** Relative to `/internal`, as the manifest's `subscribes.path` says without it (e.g. `/events`). */
  path: string;
  consumer: IdempotentConsumer;
  handlers: EventHandlers;
  logger: Logger;
}

/**
 * `POST /internal<path>`: another service's outbox envelope (`x-event-id` header = envelope id). A
 * malformed envelope or payload is a 400 (the outbox retries, then gives up); a type without a
 * handler is acknowledged and ignored; a duplicate delivery is acknowledged without work (the
 * idempotent consumer), so handlers run once per event id. The people projection's router is the
 * same shape for `user.updated`.
 */
export function eventSubscriberRouter({ path, consumer, handlers, logger }: EventSubscriberRouterOptions): Router {
  const router = Router();
  router.post(path, async (req, res) => {
    const envelope = parseOrThrow(eventEnvelopeSchema, req.body);
    const headerId = req.get(EVENT_ID_HEADER);
    const eventId = headerId && headerId.length > 0 ? headerId : envelope.id;
    const handler = Object.hasOwn(handlers, envelope.type) ? handlers[envelope.type] : undefined;
    if (!handler) {
      res.status(204).end();
      return;
    }
    const payload: unknown = parseOrThrow(handler.schema, envelope.payload);
    const outcome = await consumer.handle(eventId, () => handler.handle(payload, eventId));
    logger.debug({ eventId, type: envelope.type, outcome }, 'event received');
    res.status(204).end();
  });
  return router;
}
