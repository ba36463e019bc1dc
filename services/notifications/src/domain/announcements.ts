import {
  NOTIFICATION_ERRORS,
  deepLinkTargetPath,
  type Announcement,
  type AnnouncementPriority,
  type NotificationPriority,
  type PublishAnnouncement,
} from '@campusloop/contracts';
import { AppError, newId } from '@campusloop/service-kit';
import type { AnnouncementDoc } from '../data/announcement-model';
import { deliverNotification } from './deliver-notification';
import { derivedNotificationId } from './notification-ids';
import type { NotificationsContext } from './notifications-context';

/** A user who never looked gets the announcements of the last 30 days. */
export const ANNOUNCEMENT_REACH_MS = 30 * 24 * 60 * 60 * 1000;
const MATERIALIZE_MAX = 50;

const PRIORITY: Record<AnnouncementPriority, NotificationPriority> = {
  LOW: 'low',
  MEDIUM: 'medium',
  HIGH: 'high',
  URGENT: 'high',
};

const present = (doc: AnnouncementDoc): Announcement => ({
  id: doc._id,
  title: doc.title,
  message: doc.message,
  priority: doc.priority,
});

/**
 * The operator publishes an announcement: ONE row, not one per user. Users get their notification of
 * it when they next list or count (`materializeAnnouncements`); users with an open tab get it now, on
 * whichever instance their tab is connected to (the live relay tells the others: `announcementArrived`).
 */
export async function publishAnnouncement(
  ctx: NotificationsContext,
  input: PublishAnnouncement,
): Promise<Announcement> {
  const doc: AnnouncementDoc = { _id: newId(), ...input, createdAt: ctx.now() };
  await ctx.store.insertAnnouncement(doc);
  ctx.live.announce();
  await materializeForConnectedUsers(ctx);
  return present(doc);
}

/** Another instance published an announcement: the users connected here get it now. */
export async function announcementArrived(ctx: NotificationsContext): Promise<void> {
  ctx.store.forgetNewestAnnouncement();
  await materializeForConnectedUsers(ctx);
}

async function materializeForConnectedUsers(ctx: NotificationsContext): Promise<void> {
  await Promise.all(ctx.live.connectedUsers().map((userId) => materializeAnnouncements(ctx, userId)));
}

/**
 * Gives `userId` a notification for each announcement published since they last looked (under their
 * lock; the notification's id is derived from announcement + user, so a race cannot add it twice),
 * then moves their cursor. Announcements are not navigable: their target is `/announcements/{id}`,
 * which opens the dashboard's announcement dialog.
 */
export async function materializeAnnouncements(ctx: NotificationsContext, userId: string): Promise<void> {
  // Most calls: nothing published within reach, or nothing since the user last looked; no work then.
  const newest = await ctx.store.newestAnnouncementAt();
  const reach = new Date(ctx.now().getTime() - ANNOUNCEMENT_REACH_MS);
  if (!newest || newest <= reach) return;
  await ctx.store.forUser(userId, async () => {
    const since = (await ctx.store.announcementCursor(userId)) ?? reach;
    if (newest <= since) return;
    const fresh = await ctx.store.announcementsSince(since, MATERIALIZE_MAX);
    const last = fresh.at(-1);
    if (!last) return;
    for (const announcement of fresh) {
      await deliverNotification(ctx, {
        _id: derivedNotificationId(`announcement:${announcement._id}:${userId}`),
        userId,
        type: 'system',
        category: 'ANNOUNCEMENT',
        actorName: null,
        title: announcement.title,
        message: announcement.message,
        targetUrl: deepLinkTargetPath('announcement', { id: announcement._id }),
        priority: PRIORITY[announcement.priority],
        metadata: { announcementId: announcement._id, announcementPriority: announcement.priority },
        createdAt: announcement.createdAt,
      });
    }
    await ctx.store.moveAnnouncementCursor(userId, last.createdAt);
  });
}

export async function getAnnouncement(ctx: NotificationsContext, id: string): Promise<Announcement> {
  const doc = await ctx.store.findAnnouncement(id);
  if (!doc) {
    throw new AppError(
      404,
      NOTIFICATION_ERRORS.announcementNotFound.code,
      NOTIFICATION_ERRORS.announcementNotFound.message,
    );
  }
  return present(doc);
}
