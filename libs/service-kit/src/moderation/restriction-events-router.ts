import { Router } from 'express';
import { ACCOUNT_RESTRICTION_EVENT, accountRestrictionSchema, type AccountRestriction } from '@campusloop/contracts';
import { parseOrThrow } from '../http/validate';
import { eventEnvelopeSchema } from '../outbox/outbox-event';
import { SESSION_EVENTS_PATH } from '../sessions/session-events-router';

/**
 * Identity sends `account.restriction-changed` where it sends `session.revoked` (the same subscribers,
 * `POST /internal/events/sessions`): this router, mounted before the sessions router, takes that type and
 * hands every other one on. Applying a change is idempotent (the latest `changedAt` wins).
 */
export function restrictionEventsRouter(apply: (entry: AccountRestriction) => Promise<void>): Router {
  const router = Router();
  router.post(SESSION_EVENTS_PATH, async (req, res, next) => {
    const envelope = eventEnvelopeSchema.safeParse(req.body);
    if (!envelope.success || envelope.data.type !== ACCOUNT_RESTRICTION_EVENT) return next();
    await apply(parseOrThrow(accountRestrictionSchema, envelope.data.payload));
    res.status(204).end();
  });
  return router;
}
