import { Router } from 'express';
import { USER_UPDATED_EVENT, userUpdatedPayloadSchema, type Person } from '@campusloop/contracts';
import { parseOrThrow } from '../http/validate';
import type { Logger } from '../logging/logger';
import type { IdempotentConsumer } from '../outbox/idempotent-consumer';
import { EVENT_ID_HEADER, eventEnvelopeSchema } from '../outbox/outbox-event';
import type { ApplyOutcome } from './apply-person';

/** Where identity's outbox delivers `user.updated` (relative to `/internal`). */
export const PEOPLE_EVENTS_PATH = '/events/people';

interface PeopleEventsDeps {
  consumer: IdempotentConsumer;
  apply(person: Person): Promise<ApplyOutcome>;
  logger: Logger;
}

/**
 * `POST /internal/events/people`: identity's outbox envelope (`x-event-id` header = envelope id).
 * A malformed envelope or payload is a 400 (the outbox retries, then gives up); other event types
 * are acknowledged and ignored; a duplicate delivery is acknowledged without work.
 */
export function peopleEventsRouter({ consumer, apply, logger }: PeopleEventsDeps): Router {
  const router = Router();
  router.post(PEOPLE_EVENTS_PATH, async (req, res) => {
    const envelope = parseOrThrow(eventEnvelopeSchema, req.body);
    const headerId = req.get(EVENT_ID_HEADER);
    const eventId = headerId && headerId.length > 0 ? headerId : envelope.id;
    if (envelope.type !== USER_UPDATED_EVENT) {
      res.status(204).end();
      return;
    }
    const person = parseOrThrow(userUpdatedPayloadSchema, envelope.payload);
    let outcome: ApplyOutcome | 'duplicate' = 'duplicate';
    await consumer.handle(eventId, async () => {
      outcome = await apply(person);
    });
    logger.debug({ eventId, userId: person.id, version: person.version, outcome }, 'user.updated received');
    res.status(204).end();
  });
  return router;
}
