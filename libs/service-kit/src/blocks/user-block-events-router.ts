import { Router } from 'express';
import { USER_BLOCK_EVENT, userBlockChangeSchema, type UserBlockChange } from '@campusloop/contracts';
import { parseOrThrow } from '../http/validate';
import { eventEnvelopeSchema } from '../outbox/outbox-event';
import { SESSION_EVENTS_PATH } from '../sessions/session-events-router';

/**
 * Identity sends `user.block-changed` where it sends `session.revoked` (`POST /internal/events/sessions`):
 * this router, mounted before the sessions router, takes that type and hands every other one on.
 * Applying a change is idempotent (the latest `changedAt` of a pair wins).
 */
export function userBlockEventsRouter(apply: (change: UserBlockChange) => Promise<void>): Router {
  const router = Router();
  router.post(SESSION_EVENTS_PATH, async (req, res, next) => {
    const envelope = eventEnvelopeSchema.safeParse(req.body);
    if (!envelope.success || envelope.data.type !== USER_BLOCK_EVENT) return next();
    await apply(parseOrThrow(userBlockChangeSchema, envelope.data.payload));
    res.status(204).end();
  });
  return router;
}
