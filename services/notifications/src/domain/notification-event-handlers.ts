import { NOTIFICATION_SOURCE_EVENTS } from '@campusloop/contracts';
import { eventHandler, type EventHandlers } from '@campusloop/service-kit';
import { deliverNotification } from './deliver-notification';
import { derivedNotificationId } from './notification-ids';
import { notificationsFromEvent } from './notification-from-event';
import type { NotificationsContext } from './notifications-context';

/**
 * One handler per subscribed event type (service-kit's eventSubscriberRouter checks the payload
 * against its publisher's contract and runs the handler once per event id). An event becomes one
 * notification per recipient (most have one; a moderation outcome tells the author and each
 * reporter); each id is derived from the event id (and, after the first, the recipient), a second
 * guard against a redelivery: one that failed half-way tells only those not told yet.
 */
export function notificationEventHandlers(ctx: NotificationsContext): EventHandlers {
  return Object.fromEntries(
    Object.entries(NOTIFICATION_SOURCE_EVENTS).map(([type, schema]) => [
      type,
      eventHandler(schema, async (payload, eventId) => {
        const drafts = notificationsFromEvent(type, payload, ctx.now());
        for (const [index, { recipientId, ...rest }] of drafts.entries()) {
          // The first keeps the id a single-recipient event always had.
          const source = index === 0 ? `event:${eventId}` : `event:${eventId}:${recipientId}`;
          await ctx.store.forUser(recipientId, () =>
            deliverNotification(ctx, {
              _id: derivedNotificationId(source),
              userId: recipientId,
              ...rest,
              createdAt: ctx.now(),
            }),
          );
        }
      }),
    ]),
  );
}
