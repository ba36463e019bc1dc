import {
  connectDatabase,
  createLogger,
  createTokenVerifier,
  loadServiceAuth,
  startService,
} from '@campusloop/service-kit';
import { createNotificationsApp } from './app';
import { NOTIFICATIONS_DB_NAME, loadNotificationsConfig } from './config/notifications-config';

async function main(): Promise<void> {
  const config = loadNotificationsConfig();
  const logger = createLogger({
    name: 'notifications',
    ...(config.logLevel ? { level: config.logLevel } : {}),
  });
  const connection = await connectDatabase({ uri: config.mongodbUri, dbName: NOTIFICATIONS_DB_NAME, logger });
  // Every call to another service's /internal/* carries a service token.
  const serviceAuth = await loadServiceAuth('notifications', config, logger);

  const { app, store, live } = createNotificationsApp({
    connection,
    logger,
    verifier: createTokenVerifier({ jwksUrl: config.identityJwksUrl, fetch: serviceAuth.fetch }),
    serviceAuth,
    identityUrl: config.identityUrl,
  });
  await store.init();

  await startService({
    app,
    host: config.host,
    port: config.port,
    logger,
    onUpgrade: live.handleUpgrade,
    onClose: [async () => live.close(), () => connection.close()],
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
