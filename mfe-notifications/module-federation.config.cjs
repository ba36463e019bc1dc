// What mfe_notifications exposes to the shell; src/remote-entry.ts lists the same modules for the standalone page.
module.exports = {
  name: 'mfe_notifications',
  exposes: {
    './Notifications': './src/features/notifications/components/notifications-page/notifications-page.tsx',
    './NotificationBell': './src/features/notification-bell/components/notification-bell/notification-bell.tsx',
  },
};
