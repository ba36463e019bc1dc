import type { NotificationPreference } from '@campusloop/contracts';
import type { NewNotification } from '../data/notifications-store';
import type { NotificationsContext } from '../domain/notifications-context';
import { isDailyDigestEnabled, isEmailDeliveryEnabled } from './email-preference';

/**
 * With e-mail delivery on, puts the notification's mail in the mail outbox (once per notification id);
 * with the daily digest on it waits for the digest instead (daily-digest.ts).
 */
export async function queueNotificationMail(
  ctx: NotificationsContext,
  preferences: readonly NotificationPreference[],
  draft: NewNotification,
): Promise<void> {
  if (!isEmailDeliveryEnabled(preferences) || isDailyDigestEnabled(preferences)) return;
  const queued = await ctx.mail.store.enqueue({
    _id: draft._id,
    userId: draft.userId,
    createdAt: draft.createdAt,
    kind: 'notification',
    notification: {
      id: draft._id,
      type: draft.type,
      actorName: draft.actorName,
      title: draft.title,
      message: draft.message,
      targetUrl: draft.targetUrl,
      createdAt: draft.createdAt,
    },
  });
  if (queued) ctx.mail.sender.kick();
}
