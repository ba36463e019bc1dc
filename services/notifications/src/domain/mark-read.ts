import { AppError, type AuthUser } from '@campusloop/service-kit';
import {
  NOTIFICATION_ERRORS,
  NOTIFICATION_LIMITS,
  type Notification,
  type ReadResult,
} from '@campusloop/contracts';
import { pushUnreadCount } from './deliver-notification';
import { isPublicId, notificationNotFound, requireNotificationId } from './notification-ids';
import type { NotificationsContext } from './notifications-context';
import { presentNotification } from './present-notification';

/** One of the caller's notifications, read (again: no change). Someone else's or an unknown id: 404. */
export async function markRead(
  ctx: NotificationsContext,
  user: AuthUser,
  rawId: string,
): Promise<Notification> {
  const id = requireNotificationId(rawId);
  if (!isPublicId(id)) throw notificationNotFound();
  return ctx.store.forUser(user.id, async () => {
    const doc = await ctx.store.findNotification(id);
    if (!doc || doc.userId !== user.id) throw notificationNotFound();
    if (await ctx.store.markRead(doc)) await pushUnreadCount(ctx, user.id);
    return presentNotification({ ...doc, isRead: true });
  });
}

export async function markAllRead(ctx: NotificationsContext, user: AuthUser): Promise<ReadResult> {
  return ctx.store.forUser(user.id, async () => {
    const updatedCount = await ctx.store.markAllRead(user.id);
    return { updatedCount, unreadCount: await pushUnreadCount(ctx, user.id) };
  });
}

/**
 * Spec §5: a non-empty array ('Invalid notification IDs array', INVALID_IDS) of strings ('All
 * notification IDs must be strings', INVALID_ID_TYPE), at most 100. Ids that are not the caller's are skipped.
 */
export function parseIdList(body: unknown): string[] {
  const { invalidIds, invalidIdType, invalidId } = NOTIFICATION_ERRORS;
  if (!Array.isArray(body) || body.length === 0 || body.length > NOTIFICATION_LIMITS.bulkMax) {
    throw new AppError(400, invalidIds.code, invalidIds.message);
  }
  if (!body.every((id): id is string => typeof id === 'string'))
    throw new AppError(400, invalidIdType.code, invalidIdType.message);
  if (body.some((id) => id.trim() === '')) throw new AppError(400, invalidId.code, invalidId.message);
  return [...new Set(body.map((id) => id.trim()))];
}

export async function bulkRead(
  ctx: NotificationsContext,
  user: AuthUser,
  body: unknown,
): Promise<ReadResult> {
  const ids = parseIdList(body).filter(isPublicId);
  return ctx.store.forUser(user.id, async () => {
    let updatedCount = 0;
    for (const doc of await ctx.store.findMany(user.id, ids)) {
      if (await ctx.store.markRead(doc)) updatedCount += 1;
    }
    return { updatedCount, unreadCount: await pushUnreadCount(ctx, user.id) };
  });
}
