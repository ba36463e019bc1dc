import { Router } from 'express';
import { NOTIFICATIONS_INTERNAL_PATHS, publishAnnouncementSchema } from '@campusloop/contracts';
import { eventSubscriberRouter, parseOrThrow, type IdempotentConsumer } from '@campusloop/service-kit';
import { publishAnnouncement } from '../domain/announcements';
import { notificationEventHandlers } from '../domain/notification-event-handlers';
import type { NotificationsContext } from '../domain/notifications-context';

const relative = (path: string) => path.replace(/^\/internal/, '');

/**
 * Behind the service token (`/internal`, never through the gateway):
 * - `POST /internal/events`: the outbox envelopes of the events it subscribes to (service-kit's
 *   eventSubscriberRouter: 204 once handled or ignored, 400 for a malformed envelope or payload);
 * - `POST /internal/announcements {title, message, priority}`: what `npm run announce` calls; 201 the announcement.
 */
export function notificationsInternalRoutes(ctx: NotificationsContext, consumer: IdempotentConsumer): Router {
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
  return router;
}
