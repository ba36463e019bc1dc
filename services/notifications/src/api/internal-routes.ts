import { Router } from 'express';
import { NOTIFICATIONS_INTERNAL_PATHS, liveRelayEventSchema, publishAnnouncementSchema } from '@campusloop/contracts';
import { AppError, eventSubscriberRouter, parseOrThrow, type IdempotentConsumer } from '@campusloop/service-kit';
import { publishAnnouncement } from '../domain/announcements';
import { notificationEventHandlers } from '../domain/notification-event-handlers';
import type { NotificationsContext } from '../domain/notifications-context';
import type { LiveRelayEvent } from '../live/live-transport';

const relative = (path: string) => path.replace(/^\/internal/, '');

/**
 * Behind the service token (`/internal`, never through the gateway):
 * - `POST /internal/events`: the outbox envelopes of the events it subscribes to (service-kit's
 *   eventSubscriberRouter: 204 once handled or ignored, 400 for a malformed envelope or payload);
 * - `POST /internal/announcements {title, message, priority}`: what `npm run announce` calls; 201 the announcement;
 * - `POST /internal/live-events`: another instance of this service hands over a live push or announcement
 *   (the embedded relay's direct call); 204 once handed on to this instance's tabs (or a repeat, skipped);
 *   403 for another service's token.
 */
export function notificationsInternalRoutes(
  ctx: NotificationsContext,
  consumer: IdempotentConsumer,
  /** This service's own name (its service token's subject): the only caller of `/internal/live-events`. */
  ownService: string,
): Router {
  const router = Router();
  router.use(
    eventSubscriberRouter({
      path: relative(NOTIFICATIONS_INTERNAL_PATHS.events),
      consumer,
      handlers: notificationEventHandlers(ctx),
      logger: ctx.logger,
    }),
  );
  router.post(relative(NOTIFICATIONS_INTERNAL_PATHS.announcements), async (req, res) => {
    const input = parseOrThrow(publishAnnouncementSchema, req.body);
    res.status(201).json(await publishAnnouncement(ctx, input));
  });
  router.post(relative(NOTIFICATIONS_INTERNAL_PATHS.liveEvents), (req, res) => {
    // Only another instance of this service (its token's subject) reaches users' open tabs this way.
    if (res.locals['callerService'] !== ownService) throw AppError.forbidden();
    const event = parseOrThrow(liveRelayEventSchema, req.body) as LiveRelayEvent;
    ctx.live.receive(event);
    res.status(204).end();
  });
  return router;
}
