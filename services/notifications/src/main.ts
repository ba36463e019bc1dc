import { runVerticalService } from '@campusloop/service-kit';
import { createNotificationsApp } from './app';
import { NOTIFICATIONS_DB_NAME, loadNotificationsConfig } from './config/notifications-config';

// Notifications publishes nothing: no outbox, so no dispatcher.
runVerticalService({
  name: 'notifications',
  dbName: NOTIFICATIONS_DB_NAME,
  loadConfig: () => loadNotificationsConfig(),
  build({ connection, logger, verifier, serviceAuth, config }) {
    const { app, store, live } = createNotificationsApp({
      connection,
      logger,
      verifier,
      serviceAuth,
      identityUrl: config.identityUrl,
    });
    return {
      app,
      init: () => store.init(),
      onUpgrade: live.handleUpgrade,
      onClose: [async () => live.close()],
    };
  },
});
