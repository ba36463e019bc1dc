import { useEffect } from 'react';
import { useAppDispatch } from '@campusloop/web-platform';
import { notificationCache, notificationsApi } from '../notifications';
import { toastStore } from '../toasts';
import { acquireLiveConnection } from './live-connection';

/**
 * Holds the tab's live connection while mounted: a pushed notification goes on top of every cached
 * list, sets the count and pops a toast; a (re)connect reloads the lists from the server.
 */
export function useLiveNotifications(enabled = true): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!enabled) return undefined;
    return acquireLiveConnection({
      onMessage(message) {
        if (message.type === 'notification') {
          notificationCache.prepend(dispatch, message.notification, message.unreadCount);
          toastStore.push(message.notification);
        } else if (message.type === 'unread-count') {
          notificationCache.setUnreadCount(dispatch, message.unreadCount);
        } else if (message.type === 'ready') {
          notificationCache.setUnreadCount(dispatch, message.unreadCount);
          notificationCache.reload(dispatch);
        }
      },
      async renewToken() {
        // Any call that meets a 401 makes the session refresh its token (web-platform's base query).
        await dispatch(
          notificationsApi.endpoints.getUnreadCount.initiate(undefined, {
            forceRefetch: true,
            subscribe: false,
          }),
        );
      },
    });
  }, [dispatch, enabled]);
}
