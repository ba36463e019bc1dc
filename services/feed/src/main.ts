import {
  connectDatabase,
  createLogger,
  createOutbox,
  createHttpMediaClient,
  createTokenVerifier,
  startService,
} from '@campusloop/service-kit';
import { createFeedApp } from './app';
import { createHttpCommunityAccess } from './data/http-community-access';
import { FEED_DB_NAME, loadFeedConfig } from './config/feed-config';

async function main(): Promise<void> {
  const config = loadFeedConfig();
  const logger = createLogger({ name: 'feed', ...(config.logLevel ? { level: config.logLevel } : {}) });
  const connection = await connectDatabase({ uri: config.mongodbUri, dbName: FEED_DB_NAME, logger });
  // Media's own validation errors are passed on beside `media` (as the feed always did).
  const media = createHttpMediaClient({
    baseUrl: config.mediaUrl,
    timeoutMs: config.mediaTimeoutMs,
    passValidationErrors: true,
  });
  const outbox = createOutbox({ connection, logger, subscribers: config.eventSubscribers });

  const { app, store } = createFeedApp({
    connection,
    logger,
    verifier: createTokenVerifier({ jwksUrl: config.identityJwksUrl }),
    attachMedia: media.attach,
    detachMedia: media.detach,
    outbox,
    identityUrl: config.identityUrl,
    ...(config.communitiesUrl
      ? {
          communityAccess: createHttpCommunityAccess({
            baseUrl: config.communitiesUrl,
            timeoutMs: config.communitiesTimeoutMs,
          }),
        }
      : {}),
  });
  await store.init();
  outbox.startDispatcher({ intervalMs: config.outboxIntervalMs });

  await startService({
    app,
    host: config.host,
    port: config.port,
    logger,
    onClose: [() => outbox.stopDispatcher(), () => connection.close()],
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
