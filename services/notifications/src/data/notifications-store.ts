import type { Connection } from 'mongoose';
import type { NotificationPreference, NotificationType } from '@campusloop/contracts';
import {
  keyedLockOf,
  createPagedListIndex,
  insertOnce,
  loadByIds,
  trusted,
  type KeyedLock,
} from '@campusloop/service-kit';
import { announcementCursorModel, announcementModel, type AnnouncementDoc } from './announcement-model';
import { groupClaimModel, type GroupClaimDoc } from './group-claim-model';
import { notificationModel, type NotificationDoc } from './notification-model';
import { mailClaimModel, mailModel } from './mail-model';
import { preferenceModel } from './preference-model';

/** The paged lists of one user: all their notifications, and the unread ones (bench seeding loads them too). */
export const allKey = (userId: string) => `notifications:${userId}`;
export const unreadKey = (userId: string) => `unread:${userId}`;

const NEWEST_ANNOUNCEMENT_TTL_MS = 5_000;

export type NewNotification = Omit<NotificationDoc, 'seq' | 'unreadSeq' | 'isRead'>;

/** What a new member changes on its group's row (domain/group-notification.ts works it out). */
export type GroupChanges = Pick<
  NotificationDoc,
  | 'actorName'
  | 'actorId'
  | 'message'
  | 'priority'
  | 'metadata'
  | 'createdAt'
  | 'groupSize'
  | 'actorCount'
  | 'actors'
>;

/**
 * The notifications service's collections in `campusloop_notifications`. A user's notifications are
 * ordered by two paged lists (service-kit's constant-work index): all of them, and the unread ones.
 * The unread count is the unread list's total (a counter, never a count query, never below 0).
 * Every write of one user's notifications runs under that user's lock (`forUser`), so read-all,
 * a new notification and a dismiss never interleave (FerretDB v1 has no atomic conditional updates).
 */
export function createNotificationsStore(connection: Connection, lock: KeyedLock = keyedLockOf(connection)) {
  const notifications = notificationModel(connection);
  const announcements = announcementModel(connection);
  const cursors = announcementCursorModel(connection);
  const preferences = preferenceModel(connection);
  const groupClaims = groupClaimModel(connection);
  const lists = createPagedListIndex(connection, lock);
  let newest: { at: Date | null; readAt: number } | null = null;

  return {
    /** Creates the collections and indexes (main.ts calls it once before listening). */
    async init(): Promise<void> {
      await Promise.all([
        notifications.init(),
        announcements.init(),
        cursors.init(),
        preferences.init(),
        // The mail outbox (data/mail-store.ts) lives in this database too.
        mailModel(connection).init(),
        mailClaimModel(connection).init(),
        groupClaims.init(),
      ]);
    },

    /** Runs `fn` with every other write of `userId`'s notifications held back. */
    forUser<T>(userId: string, fn: () => Promise<T>): Promise<T> {
      return lock.run(`notification-user:${userId}`, fn);
    },

    /** Stores an unread notification at the head of both lists; null when its id exists already (a redelivery). */
    async insertNotification(draft: NewNotification): Promise<NotificationDoc | null> {
      if (await notifications.exists({ _id: draft._id })) return null;
      const seq = await lists.reserve(allKey(draft.userId));
      const unreadSeq = await lists.reserve(unreadKey(draft.userId));
      const doc: NotificationDoc = { ...draft, isRead: false, seq, unreadSeq };
      if (!(await insertOnce(notifications, doc))) return null;
      await lists.add(allKey(draft.userId), doc._id, seq);
      await lists.add(unreadKey(draft.userId), doc._id, unreadSeq);
      return doc;
    },

    /**
     * A new member of an existing group: the row takes `changes`, becomes unread again and moves to
     * the head of both lists (as a new notification would). The new positions are added before the
     * old ones are removed, so a crash in between shows the group twice rather than not at all.
     */
    async moveGroupToTop(doc: NotificationDoc, changes: GroupChanges): Promise<NotificationDoc> {
      const seq = await lists.reserve(allKey(doc.userId));
      const unreadSeq = await lists.reserve(unreadKey(doc.userId));
      const { actorId, ...rest } = changes;
      const next: NotificationDoc = { ...doc, ...rest, isRead: false, seq, unreadSeq };
      if (actorId) next.actorId = actorId;
      else delete next.actorId;
      await notifications.replaceOne({ _id: doc._id }, next);
      await lists.add(allKey(doc.userId), doc._id, seq);
      await lists.add(unreadKey(doc.userId), doc._id, unreadSeq);
      await lists.remove(allKey(doc.userId), doc._id, doc.seq);
      if (!doc.isRead) await lists.remove(unreadKey(doc.userId), doc._id, doc.unreadSeq);
      return next;
    },

    /** A unique insert into notification_group_claims: true when this caller made it. */
    claimInGroup(claim: GroupClaimDoc): Promise<boolean> {
      return insertOnce(groupClaims, claim);
    },

    async isClaimedInGroup(claimId: string): Promise<boolean> {
      return (await groupClaims.exists({ _id: claimId })) !== null;
    },

    async findNotification(id: string): Promise<NotificationDoc | null> {
      return notifications.findById(id).lean<NotificationDoc>();
    },

    async page(userId: string, unreadOnly: boolean, page: number, size: number) {
      const { ids, total } = await lists.page(unreadOnly ? unreadKey(userId) : allKey(userId), {
        page,
        size,
      });
      return { items: await loadByIds(notifications, ids), total };
    },

    /** The `type` filter: a query on (userId, type), newest first. */
    async pageOfType(
      userId: string,
      type: NotificationType,
      unreadOnly: boolean,
      page: number,
      size: number,
    ) {
      const filter = { userId, type, ...(unreadOnly ? { isRead: false } : {}) };
      const [items, total] = await Promise.all([
        notifications
          .find(filter)
          .sort({ createdAt: -1, _id: -1 })
          .skip(page * size)
          .limit(size)
          .lean<NotificationDoc[]>(),
        notifications.countDocuments(filter),
      ]);
      return { items, total };
    },

    async unreadCount(userId: string): Promise<number> {
      return (await lists.page(unreadKey(userId), { page: 0, size: 1 })).total;
    },

    /** Marks it read and takes it off the unread list; false when it was read already. */
    async markRead(doc: NotificationDoc): Promise<boolean> {
      if (doc.isRead) return false;
      await notifications.updateOne({ _id: doc._id }, { $set: { isRead: true } });
      await lists.remove(unreadKey(doc.userId), doc._id, doc.unreadSeq);
      return true;
    },

    /** Every unread notification of the user read; how many changed. */
    async markAllRead(userId: string): Promise<number> {
      const result = await notifications.updateMany({ userId, isRead: false }, { $set: { isRead: true } });
      await lists.drop(unreadKey(userId));
      return result.modifiedCount;
    },

    async findMany(userId: string, ids: readonly string[]): Promise<NotificationDoc[]> {
      return (await loadByIds(notifications, ids)).filter((doc) => doc.userId === userId);
    },

    /** Gone from both lists and the collection (dismissing is final). */
    async remove(doc: NotificationDoc): Promise<void> {
      await lists.remove(allKey(doc.userId), doc._id, doc.seq);
      if (!doc.isRead) await lists.remove(unreadKey(doc.userId), doc._id, doc.unreadSeq);
      await notifications.deleteOne({ _id: doc._id });
      // A later member in the same window starts the group afresh: its actors are counted anew.
      if (doc.groupAction) await groupClaims.deleteMany({ groupId: doc._id, kind: 'actor' });
    },

    async storedPreferences(userId: string): Promise<NotificationPreference[] | null> {
      const doc = await preferences.findById(userId).lean();
      return doc ? doc.items : null;
    },

    /** Users whose stored list mentions the daily digest (the caller checks it is on), with their lists and zones. */
    async digestCandidates(): Promise<
      Array<{ userId: string; items: NotificationPreference[]; timeZone?: string }>
    > {
      const docs = await preferences.find({ 'items.preferenceType': 'DAILY_DIGEST' }).lean();
      return docs.map((doc) => ({
        userId: doc._id,
        items: doc.items,
        ...(doc.timeZone ? { timeZone: doc.timeZone } : {}),
      }));
    },

    async storedTimeZone(userId: string): Promise<string | null> {
      return (await preferences.findById(userId).lean())?.timeZone ?? null;
    },

    /** The user's digest zone; a user with no stored list yet keeps the defaults (an empty list). */
    async saveTimeZone(userId: string, timeZone: string, now: Date): Promise<void> {
      await preferences.updateOne(
        { _id: userId },
        { $set: { timeZone, updatedAt: now }, $setOnInsert: { items: [] } },
        { upsert: true },
      );
    },

    async savePreferences(userId: string, items: NotificationPreference[], now: Date): Promise<void> {
      await preferences.updateOne({ _id: userId }, { $set: { items, updatedAt: now } }, { upsert: true });
    },

    async insertAnnouncement(doc: AnnouncementDoc): Promise<void> {
      await announcements.create(doc);
      if (!newest || !newest.at || newest.at < doc.createdAt)
        newest = { at: doc.createdAt, readAt: Date.now() };
    },

    /**
     * When the newest announcement was published (null: none), read at most every 5 s: every list
     * and count asks, and most of the time nothing new was published. Another instance's publication
     * shows here within those 5 s.
     */
    async newestAnnouncementAt(): Promise<Date | null> {
      if (newest && Date.now() - newest.readAt < NEWEST_ANNOUNCEMENT_TTL_MS) return newest.at;
      const doc = await announcements.findOne({}).sort({ createdAt: -1 }).select({ createdAt: 1 }).lean();
      newest = { at: doc?.createdAt ?? null, readAt: Date.now() };
      return newest.at;
    },

    /** Another instance published one (live relay): the next `newestAnnouncementAt` reads the database. */
    forgetNewestAnnouncement(): void {
      newest = null;
    },

    async findAnnouncement(id: string): Promise<AnnouncementDoc | null> {
      return announcements.findById(id).lean<AnnouncementDoc>();
    },

    /** Announcements published after `since`, oldest first (at most `limit`). */
    async announcementsSince(since: Date, limit: number): Promise<AnnouncementDoc[]> {
      return announcements
        .find({ createdAt: trusted({ $gt: since }) })
        .sort({ createdAt: 1, _id: 1 })
        .limit(limit)
        .lean<AnnouncementDoc[]>();
    },

    async announcementCursor(userId: string): Promise<Date | null> {
      return (await cursors.findById(userId).lean())?.seenUntil ?? null;
    },

    async moveAnnouncementCursor(userId: string, seenUntil: Date): Promise<void> {
      await cursors.updateOne({ _id: userId }, { $set: { seenUntil } }, { upsert: true });
    },
  };
}

export type NotificationsStore = ReturnType<typeof createNotificationsStore>;
