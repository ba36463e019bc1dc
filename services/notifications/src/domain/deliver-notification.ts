import {
  completePreferences,
  isCategoryEnabled,
  isWebDeliveryEnabled,
  type NotificationKind,
} from '@campusloop/contracts';
import type { NewNotification } from '../data/notifications-store';
import type { NotificationDoc } from '../data/notification-model';
import { queueNotificationMail, wakeMailSender } from '../mail/queue-notification-mail';
import { deliverToGroup, isGroupable } from './group-notification';
import type { NotificationsContext } from './notifications-context';
import { presentNotification } from './present-notification';

/**
 * Stores one notification for its recipient (under the recipient's lock) unless the recipient turned
 * its category off, queues its e-mail when e-mail delivery is on (not for announcements), then pushes
 * it to their open tabs unless web delivery is off. Announcements are
 * never filtered. A notification of a kind that groups (`groupAction`) joins its group instead
 * (group-notification.ts) and the group is what is pushed. Null when nothing was stored (category
 * off, the recipient blocked the actor (issue 28: no notification, e-mail or push), or the same id
 * exists: a redelivery).
 * Call it inside `ctx.store.forUser(userId, …)`.
 */
export async function deliverNotification(
  ctx: NotificationsContext,
  draft: NewNotification,
): Promise<NotificationDoc | null> {
  const preferences = completePreferences(await ctx.store.storedPreferences(draft.userId));
  const kind: NotificationKind = draft.category;
  if (kind !== 'ANNOUNCEMENT' && !isCategoryEnabled(preferences, kind)) return null;
  // An anonymous actor carries no id here; the owning service already refuses a blocked user's comments.
  if (draft.actorId && (await ctx.blocks?.isBlocked(draft.userId, draft.actorId))) return null;
  const stored = isGroupable(draft)
    ? await deliverToGroup(ctx, preferences, draft)
    : await deliverSingle(ctx, preferences, draft);
  if (stored && isWebDeliveryEnabled(preferences)) {
    const unreadCount = await ctx.store.unreadCount(draft.userId);
    ctx.live.send(draft.userId, {
      type: 'notification',
      notification: presentNotification(stored),
      unreadCount,
    });
  }
  // The mail queued on the way goes out after the push (issue 32: sending it beside the delivery made
  // the live path wait for the database behind the mail's claim and status writes).
  if (kind !== 'ANNOUNCEMENT') wakeMailSender(ctx, preferences);
  return stored;
}

async function deliverSingle(
  ctx: NotificationsContext,
  preferences: ReturnType<typeof completePreferences>,
  draft: NewNotification,
): Promise<NotificationDoc | null> {
  const kind: NotificationKind = draft.category;
  // Queued first: a crash before the notification is stored leaves a queued mail and a redelivered
  // event (nothing lost); the mail's id is the notification's, so the redelivery queues nothing twice.
  if (kind !== 'ANNOUNCEMENT') await queueNotificationMail(ctx, preferences, draft);
  return ctx.store.insertNotification(draft);
}

/** Tells the user's open tabs their unread count changed (another tab read or dismissed something). */
export async function pushUnreadCount(ctx: NotificationsContext, userId: string): Promise<number> {
  const unreadCount = await ctx.store.unreadCount(userId);
  ctx.live.send(userId, { type: 'unread-count', unreadCount });
  return unreadCount;
}
