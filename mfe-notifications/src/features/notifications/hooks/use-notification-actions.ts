import { useCallback } from 'react';
import type { Notification } from '@campusloop/contracts';
import {
  normalizeApiError,
  NOTIFICATION_STATUS_MESSAGES,
  useAppDispatch,
  type ApiError,
} from '@campusloop/web-platform';
import { notificationCache } from '../api/notification-cache';
import {
  useBulkReadMutation,
  useDismissMutation,
  useMarkAllReadMutation,
  useMarkReadMutation,
} from '../api/notifications-api';

/** A bulk operation's outcome: which ids failed (retryable), how many went through. */
export type BulkOutcome = { succeeded: number; failed: string[]; error?: ApiError };

const unreadAmong = (items: readonly Notification[]) => items.filter((item) => !item.isRead).length;
const toError = (error: unknown) => normalizeApiError(error, { messages: NOTIFICATION_STATUS_MESSAGES });

/**
 * The notification actions with spec §4 optimistic updates: the lists and the count change at once and
 * roll back if the call fails (the §7 retry policy runs first). Single actions resolve to the error or null.
 */
export function useNotificationActions() {
  const dispatch = useAppDispatch();
  const [markReadCall] = useMarkReadMutation();
  const [markAllCall] = useMarkAllReadMutation();
  const [bulkReadCall] = useBulkReadMutation();
  const [dismissCall] = useDismissMutation();

  const markRead = useCallback(
    async (notification: Notification): Promise<ApiError | null> => {
      if (notification.isRead) return null;
      const undo = notificationCache.markRead(dispatch, new Set([notification.id]), 1);
      try {
        await markReadCall(notification.id).unwrap();
        return null;
      } catch (error) {
        undo();
        return toError(error);
      }
    },
    [dispatch, markReadCall],
  );

  const markAllRead = useCallback(async (): Promise<ApiError | null> => {
    const undo = notificationCache.markAllRead(dispatch);
    try {
      const result = await markAllCall().unwrap();
      notificationCache.setUnreadCount(dispatch, result.unreadCount);
      return null;
    } catch (error) {
      undo();
      return toError(error);
    }
  }, [dispatch, markAllCall]);

  const dismiss = useCallback(
    async (notification: Notification): Promise<ApiError | null> => {
      const undo = notificationCache.remove(
        dispatch,
        new Set([notification.id]),
        unreadAmong([notification]),
      );
      try {
        await dismissCall(notification.id).unwrap();
        return null;
      } catch (error) {
        undo();
        return toError(error);
      }
    },
    [dispatch, dismissCall],
  );

  /** Bulk mark-read: one call for the unread ones among the selection. */
  const bulkMarkRead = useCallback(
    async (items: readonly Notification[]): Promise<BulkOutcome> => {
      const unread = items.filter((item) => !item.isRead);
      if (unread.length === 0) return { succeeded: items.length, failed: [] };
      const undo = notificationCache.markRead(
        dispatch,
        new Set(unread.map((item) => item.id)),
        unread.length,
      );
      try {
        const result = await bulkReadCall(unread.map((item) => item.id)).unwrap();
        notificationCache.setUnreadCount(dispatch, result.unreadCount);
        return { succeeded: items.length, failed: [] };
      } catch (error) {
        undo();
        return {
          succeeded: items.length - unread.length,
          failed: unread.map((item) => item.id),
          error: toError(error),
        };
      }
    },
    [dispatch, bulkReadCall],
  );

  /** Bulk dismiss repeats the single dismiss per id (spec §7) and reports what went through. */
  const bulkDismiss = useCallback(
    async (items: readonly Notification[]): Promise<BulkOutcome> => {
      const results = await Promise.all(
        items.map(async (item) => ({ id: item.id, error: await dismiss(item) })),
      );
      const failed = results.filter((result) => result.error);
      return {
        succeeded: results.length - failed.length,
        failed: failed.map((result) => result.id),
        ...(failed[0]?.error ? { error: failed[0].error } : {}),
      };
    },
    [dismiss],
  );

  return { markRead, markAllRead, dismiss, bulkMarkRead, bulkDismiss };
}
