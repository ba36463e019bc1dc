import type { AuthUser } from '@campusloop/service-kit';
import type { DismissResult } from '@campusloop/contracts';
import { pushUnreadCount } from './deliver-notification';
import { isPublicId, notificationNotFound, requireNotificationId } from './notification-ids';
import type { NotificationsContext } from './notifications-context';

/** Dismissing is final: the notification leaves every list. Someone else's, unknown or dismissed already: 404. */
export async function dismissNotification(
  ctx: NotificationsContext,
  user: AuthUser,
  rawId: string,
): Promise<DismissResult> {
  const id = requireNotificationId(rawId);
  if (!isPublicId(id)) throw notificationNotFound();
  return ctx.store.forUser(user.id, async () => {
    const doc = await ctx.store.findNotification(id);
    if (!doc || doc.userId !== user.id) throw notificationNotFound();
    await ctx.store.remove(doc);
    return { success: true, dismissedCount: 1, unreadCount: await pushUnreadCount(ctx, user.id) };
  });
}
