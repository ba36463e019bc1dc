import { NOTIFICATION_SOURCE_EVENTS, type NotificationSourceEventType } from '@campusloop/contracts';
import { eventHandler, type EventHandlers } from '@campusloop/service-kit';
import { deliverNotification } from './deliver-notification';
import { derivedNotificationId } from './notification-ids';
import { notificationFromEvent } from './notification-from-event';
import type { NotificationsContext } from './notifications-context';

/**
 * One handler per subscribed event type (service-kit's eventSubscriberRouter checks the payload
 * against its publisher's contract and runs the handler once per event id). Each event becomes at
 * most one notification; its id is derived from the event id, a second guard against a redelivery.
 */
export function notificationEventHandlers(ctx: NotificationsContext): EventHandlers {
  const types = Object.keys(NOTIFICATION_SOURCE_EVENTS) as NotificationSourceEventType[];
  return Object.fromEntries(
    types.map((type) => [
      type,
      eventHandler(NOTIFICATION_SOURCE_EVENTS[type], async (payload, eventId) => {
        const draft = notificationFromEvent(type, payload);
        if (!draft) return;
        const { recipientId, ...rest } = draft;
        await ctx.store.forUser(recipientId, () =>
          deliverNotification(ctx, {
            _id: derivedNotificationId(`event:${eventId}`),
            userId: recipientId,
            ...rest,
            createdAt: ctx.now(),
          }),
        );
      }),
    ]),
  );
}
