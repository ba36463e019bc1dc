import { Router } from 'express';
import { NOTIFICATIONS_ROUTES } from '@campusloop/contracts';
import { mountRoute, requireUser } from '@campusloop/service-kit';
import { getAnnouncement } from '../domain/announcements';
import { getDigestTimeZone, putDigestTimeZone } from '../domain/digest-time-zone';
import { dismissNotification } from '../domain/dismiss-notification';
import { setEmailDeliveryByLink } from '../domain/email-subscription';
import { listNotifications, unreadCount } from '../domain/list-notifications';
import { bulkRead, markAllRead, markRead } from '../domain/mark-read';
import type { NotificationsContext } from '../domain/notifications-context';
import { getPreferences, putPreferences } from '../domain/preferences';

/**
 * Every route of NOTIFICATIONS_ROUTES (libs/contracts). Bodies whose refusal has a code of its own in
 * the spec (bulk-read ids, preferences) are judged by the domain, not the generic validation.
 */
export function notificationsRoutes(ctx: NotificationsContext): Router {
  const router = Router();
  const R = NOTIFICATIONS_ROUTES;

  mountRoute(router, R.list, ({ query }, req) => listNotifications(ctx, requireUser(req), query));
  mountRoute(router, R.unreadCount, (_input, req) => unreadCount(ctx, requireUser(req)));
  mountRoute(router, R.readAll, (_input, req) => markAllRead(ctx, requireUser(req)));
  mountRoute(router, R.bulkRead, (_input, req) => bulkRead(ctx, requireUser(req), req.body), {
    validateBody: false,
  });
  mountRoute(router, R.getPreferences, (_input, req) => getPreferences(ctx, requireUser(req)));
  mountRoute(router, R.putPreferences, (_input, req) => putPreferences(ctx, requireUser(req), req.body), {
    validateBody: false,
  });
  mountRoute(router, R.getDigestTimeZone, (_input, req) => getDigestTimeZone(ctx, requireUser(req)));
  mountRoute(router, R.putDigestTimeZone, ({ body }, req) => putDigestTimeZone(ctx, requireUser(req), body));
  mountRoute(router, R.unsubscribe, ({ query }) => setEmailDeliveryByLink(ctx, query.token, false));
  mountRoute(router, R.resubscribe, ({ query }) => setEmailDeliveryByLink(ctx, query.token, true));
  mountRoute(router, R.announcement, ({ params }) => getAnnouncement(ctx, params.announcementId));
  mountRoute(router, R.read, ({ params }, req) => markRead(ctx, requireUser(req), params.notificationId));
  mountRoute(router, R.dismiss, ({ params }, req) =>
    dismissNotification(ctx, requireUser(req), params.notificationId),
  );
  return router;
}
