import { Router } from 'express';
import { SESSION_REVOKED_EVENT, sessionRevokedPayloadSchema, type RevokedSession } from '@campusloop/contracts';
import { parseOrThrow } from '../http/validate';
import { eventEnvelopeSchema } from '../outbox/outbox-event';

/** Where identity's outbox delivers `session.revoked` (relative to `/internal`). */
export const SESSION_EVENTS_PATH = '/events/sessions';

/**
 * `POST /internal/events/sessions`: identity's outbox envelope. A malformed envelope or payload is a
 * 400; other event types are acknowledged and ignored. Storing a revocation is idempotent (its
 * session id is the row's `_id`), so duplicate deliveries need no event-id bookkeeping.
 */
export function sessionEventsRouter(revoke: (entry: RevokedSession) => Promise<void>): Router {
  const router = Router();
  router.post(SESSION_EVENTS_PATH, async (req, res) => {
    const envelope = parseOrThrow(eventEnvelopeSchema, req.body);
    if (envelope.type === SESSION_REVOKED_EVENT) await revoke(parseOrThrow(sessionRevokedPayloadSchema, envelope.payload));
    res.status(204).end();
  });
  return router;
}
