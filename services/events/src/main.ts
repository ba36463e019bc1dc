import {
  connectDatabase,
  createHttpMediaClient,
  createLogger,
  createOutbox,
  createTokenVerifier,
  loadServiceAuth,
  startService,
} from '@campusloop/service-kit';
import { createEventsApp } from './app';
import { EVENTS_DB_NAME, loadEventsConfig } from './config/events-config';
import { startReminderSweeper } from './domain/send-reminders';

async function main(): Promise<void> {
  const config = loadEventsConfig();
  const logger = createLogger({ name: 'events', ...(config.logLevel ? { level: config.logLevel } : {}) });
  const connection = await connectDatabase({ uri: config.mongodbUri, dbName: EVENTS_DB_NAME, logger });
  // Every call to another service's /internal/* carries a service token (issue 17, finding 8d).
  const serviceAuth = await loadServiceAuth('events', config, logger);
  const media = createHttpMediaClient({
    baseUrl: config.mediaUrl,
    timeoutMs: config.mediaTimeoutMs,
    field: 'coverImage',
    passValidationErrors: true,
    fetch: serviceAuth.fetch,
  });
  const commentMedia = createHttpMediaClient({
    baseUrl: config.mediaUrl,
    timeoutMs: config.mediaTimeoutMs,
    passValidationErrors: true,
    fetch: serviceAuth.fetch,
  });
  const outbox = createOutbox({ connection, logger, subscribers: config.eventSubscribers, fetch: serviceAuth.fetch });

  const { app, init, ctx } = createEventsApp({
    connection,
    logger,
    verifier: createTokenVerifier({ jwksUrl: config.identityJwksUrl, fetch: serviceAuth.fetch }),
    media,
    commentMedia,
    outbox,
    identityUrl: config.identityUrl,
    serviceAuth,
  });
  await init();
  outbox.startDispatcher({ intervalMs: config.outboxIntervalMs });
  const reminders = startReminderSweeper(ctx, config.reminderIntervalMs);

  await startService({
    app,
    host: config.host,
    port: config.port,
    logger,
    onClose: [() => reminders.stop(), () => outbox.stopDispatcher(), () => connection.close()],
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
