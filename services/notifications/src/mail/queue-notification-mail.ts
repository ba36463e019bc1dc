import type { NotificationPreference } from '@campusloop/contracts';
import type { NewNotification } from '../data/notifications-store';
import type { NotificationsContext } from '../domain/notifications-context';
import { isDailyDigestEnabled, isEmailDeliveryEnabled } from './email-preference';

/**
 * With e-mail delivery on, puts the notification's mail in the mail outbox (once per notification id);
 * with the daily digest on it waits for the digest instead (daily-digest.ts). It does not wake the
 * sender: `deliverNotification` does once the push is out (`wakeMailSender`), so sending the mail does
 * not share the database with the rest of the delivery.
 */
export async function queueNotificationMail(
  ctx: NotificationsContext,
  preferences: readonly NotificationPreference[],
  draft: NewNotification,
): Promise<void> {
  if (!mailsEachNotification(preferences)) return;
  await ctx.mail.store.enqueue({
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
}

/**
 * After a delivery that may have queued a mail: the sender sends it now, not at its next tick. Woken
 * whether or not this delivery's enqueue was the first: a redelivery after a crash between queueing and
 * storing finds its mail already queued, and it still goes out at once.
 */
export function wakeMailSender(ctx: NotificationsContext, preferences: readonly NotificationPreference[]): void {
  if (mailsEachNotification(preferences)) ctx.mail.sender.kick();
}

/** E-mail delivery on and no daily digest: each notification is mailed on its own (the one rule for queueing and waking). */
function mailsEachNotification(preferences: readonly NotificationPreference[]): boolean {
  return isEmailDeliveryEnabled(preferences) && !isDailyDigestEnabled(preferences);
}
