import { NOTIFICATION_LIMITS, type Notification } from '@campusloop/contracts';
import type { AppDispatch } from '@campusloop/web-platform';
import { notificationsApi } from './notifications-api';

type Dispatch = AppDispatch;
type Patch = { undo(): void };
export type Undo = () => void;

const FILTERS = [false, true] as const;
const undoAll =
  (patches: Patch[]): Undo =>
  () =>
    patches.forEach((patch) => patch.undo());

/** A page recipe: `ids` leave the page and its total. */
const dropIds =
  (ids: ReadonlySet<string>) =>
  (page: { notifications: Notification[]; totalElements: number }): void => {
    const before = page.notifications.length;
    page.notifications = page.notifications.filter((item) => !ids.has(item.id));
    page.totalElements = Math.max(0, page.totalElements - (before - page.notifications.length));
  };

/**
 * Spec §4 Notification states on every cached list (the bell's recent ten, the page's two filters) and
 * the unread count. Each change returns its undo, so a failed call rolls back.
 */
export const notificationCache = {
  /**
   * A pushed notification goes on top and raises the count unless already read. A known id is a
   * grouped notification that grew (issue 29: 'Asha and 2 others…'): it replaces the cached one and
   * moves to the top, as the service moved it, and is not counted twice.
   */
  prepend(dispatch: Dispatch, notification: Notification, unreadCount?: number): void {
    let known = false;
    dispatch(
      notificationsApi.util.updateQueryData('getRecentNotifications', undefined, (list) => {
        const at = list.findIndex((item) => item.id === notification.id);
        known ||= at >= 0;
        if (at >= 0) list.splice(at, 1);
        list.unshift(notification);
        list.splice(NOTIFICATION_LIMITS.dropdownSize);
      }),
    );
    for (const unreadOnly of FILTERS) {
      if (unreadOnly && notification.isRead) continue;
      dispatch(
        notificationsApi.util.updateQueryData('getNotificationsPage', { page: 0, unreadOnly }, (page) => {
          const at = page.notifications.findIndex((item) => item.id === notification.id);
          if (at >= 0) {
            known = true;
            page.notifications.splice(at, 1);
          } else page.totalElements += 1;
          page.notifications.unshift(notification);
        }),
      );
    }
    if (unreadCount !== undefined) this.setUnreadCount(dispatch, unreadCount);
    else if (!notification.isRead && !known) this.addToUnreadCount(dispatch, 1);
  },

  setUnreadCount(dispatch: Dispatch, count: number): void {
    dispatch(notificationsApi.util.upsertQueryData('getUnreadCount', undefined, Math.max(0, count)));
  },

  addToUnreadCount(dispatch: Dispatch, delta: number): Undo {
    const patch = dispatch(
      notificationsApi.util.updateQueryData('getUnreadCount', undefined, (count) =>
        Math.max(0, count + delta),
      ),
    );
    return () => patch.undo();
  },

  /** Marks `ids` read everywhere (leaving the unread filter); the count drops by those that were unread. */
  markRead(dispatch: Dispatch, ids: ReadonlySet<string>, wereUnread: number): Undo {
    const patches: Patch[] = [
      dispatch(
        notificationsApi.util.updateQueryData('getRecentNotifications', undefined, (list) => {
          for (const item of list) if (ids.has(item.id)) item.isRead = true;
        }),
      ),
      dispatch(
        notificationsApi.util.updateQueryData(
          'getNotificationsPage',
          { page: 0, unreadOnly: false },
          (page) => {
            for (const item of page.notifications) if (ids.has(item.id)) item.isRead = true;
          },
        ),
      ),
      dispatch(
        notificationsApi.util.updateQueryData(
          'getNotificationsPage',
          { page: 0, unreadOnly: true },
          dropIds(ids),
        ),
      ),
    ];
    return undoAll([...patches, { undo: this.addToUnreadCount(dispatch, -wereUnread) }]);
  },

  /** Marks everything read. */
  markAllRead(dispatch: Dispatch): Undo {
    const patches: Patch[] = [
      dispatch(
        notificationsApi.util.updateQueryData('getRecentNotifications', undefined, (list) => {
          for (const item of list) item.isRead = true;
        }),
      ),
      dispatch(
        notificationsApi.util.updateQueryData(
          'getNotificationsPage',
          { page: 0, unreadOnly: false },
          (page) => {
            for (const item of page.notifications) item.isRead = true;
          },
        ),
      ),
      dispatch(
        notificationsApi.util.updateQueryData(
          'getNotificationsPage',
          { page: 0, unreadOnly: true },
          (page) => {
            page.notifications = [];
            page.totalElements = 0;
            page.hasMore = false;
          },
        ),
      ),
      dispatch(notificationsApi.util.updateQueryData('getUnreadCount', undefined, () => 0)),
    ];
    return undoAll(patches);
  },

  /** Dismissed ones leave every list (final); the count drops by those that were unread. */
  remove(dispatch: Dispatch, ids: ReadonlySet<string>, wereUnread: number): Undo {
    const patches: Patch[] = [
      dispatch(
        notificationsApi.util.updateQueryData('getRecentNotifications', undefined, (list) =>
          list.filter((item) => !ids.has(item.id)),
        ),
      ),
      ...FILTERS.map((unreadOnly) =>
        dispatch(
          notificationsApi.util.updateQueryData(
            'getNotificationsPage',
            { page: 0, unreadOnly },
            dropIds(ids),
          ),
        ),
      ),
    ];
    return undoAll([...patches, { undo: this.addToUnreadCount(dispatch, -wereUnread) }]);
  },

  /** After a (re)connect: reload everything from the server, the source of truth. */
  reload(dispatch: Dispatch): void {
    dispatch(notificationsApi.util.invalidateTags(['Notifications', 'UnreadCount']));
  },
};
