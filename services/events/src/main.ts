import {
  connectDatabase,
  createHttpMediaClient,
  createLogger,
  createOutbox,
  createTokenVerifier,
  startService,
} from '@campusloop/service-kit';
import { createEventsApp } from './app';
import { EVENTS_DB_NAME, loadEventsConfig } from './config/events-config';
import { startReminderSweeper } from './domain/send-reminders';

async function main(): Promise<void> {
  const config = loadEventsConfig();
  const logger = createLogger({ name: 'events', ...(config.logLevel ? { level: config.logLevel } : {}) });
  const connection = await connectDatabase({ uri: config.mongodbUri, dbName: EVENTS_DB_NAME, logger });
  const media = createHttpMediaClient({
    baseUrl: config.mediaUrl,
    timeoutMs: config.mediaTimeoutMs,
    field: 'coverImage',
    passValidationErrors: true,
  });
  const commentMedia = createHttpMediaClient({
    baseUrl: config.mediaUrl,
    timeoutMs: config.mediaTimeoutMs,
    passValidationErrors: true,
  });
  const outbox = createOutbox({ connection, logger, subscribers: config.eventSubscribers });

  const { app, init, ctx } = createEventsApp({
    connection,
    logger,
    verifier: createTokenVerifier({ jwksUrl: config.identityJwksUrl }),
    media,
    commentMedia,
    outbox,
    identityUrl: config.identityUrl,
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
