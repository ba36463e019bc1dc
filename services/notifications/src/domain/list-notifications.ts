import type { NotificationListQuery, NotificationPage, UnreadCount } from '@campusloop/contracts';
import type { AuthUser } from '@campusloop/service-kit';
import { materializeAnnouncements } from './announcements';
import type { NotificationsContext } from './notifications-context';
import { presentNotification } from './present-notification';

/**
 * A page of the caller's notifications, newest first (spec §7: page, size 20, unreadOnly, type),
 * after taking in announcements published since they last looked.
 */
export async function listNotifications(
  ctx: NotificationsContext,
  user: AuthUser,
  query: NotificationListQuery,
): Promise<NotificationPage> {
  await materializeAnnouncements(ctx, user.id);
  const { page, size, unreadOnly, type } = query;
  const { items, total } = type
    ? await ctx.store.pageOfType(user.id, type, unreadOnly, page, size)
    : await ctx.store.page(user.id, unreadOnly, page, size);
  return {
    notifications: items.map(presentNotification),
    page,
    size,
    totalElements: total,
    hasMore: (page + 1) * size < total,
  };
}

export async function unreadCount(ctx: NotificationsContext, user: AuthUser): Promise<UnreadCount> {
  await materializeAnnouncements(ctx, user.id);
  return { unreadCount: await ctx.store.unreadCount(user.id) };
}
