// Everything mfe_notifications exposes (module-federation.config.cjs maps each name to these files).
export { NotificationsPage as Notifications } from './features/notifications/components/notifications-page/notifications-page';
export { NotificationBell } from './features/notification-bell/components/notification-bell/notification-bell';
