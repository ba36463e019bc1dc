// The notifications feature's public entry for its sibling features (bell, live, toasts): the API and its
// cache, one notification's row and the hooks that act on it. Its pages (list, settings, live status)
// use the live feature, so they stay out of this entry: with them in it, live ↔ notifications would be a cycle.
export { notificationCache, type Undo } from './api/notification-cache';
export { notificationsApi, useGetRecentNotificationsQuery } from './api/notifications-api';
export {
  NotificationItem,
  type NotificationItemProps,
} from './components/notification-item/notification-item';
export { NotificationTextButton } from './components/text-button/notification-text-button';
export { isMobileWidth } from './hooks/use-is-mobile';
export { useNotificationActions, type BulkOutcome } from './hooks/use-notification-actions';
export { useUnreadCount } from './hooks/use-unread-count';
export { useOpenNotification } from './navigation/use-open-notification';
