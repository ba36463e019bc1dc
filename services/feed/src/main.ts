import {
  connectDatabase,
  createLogger,
  createOutbox,
  createHttpMediaClient,
  createTokenVerifier,
  loadServiceAuth,
  startService,
} from '@campusloop/service-kit';
import { createFeedApp } from './app';
import { createHttpCommunityAccess } from './data/http-community-access';
import { FEED_DB_NAME, loadFeedConfig } from './config/feed-config';

async function main(): Promise<void> {
  const config = loadFeedConfig();
  const logger = createLogger({ name: 'feed', ...(config.logLevel ? { level: config.logLevel } : {}) });
  const connection = await connectDatabase({ uri: config.mongodbUri, dbName: FEED_DB_NAME, logger });
  // Every call to another service's /internal/* carries a service token (issue 17, finding 8d).
  const serviceAuth = await loadServiceAuth('feed', config, logger);
  // Media's own validation errors are passed on beside `media` (as the feed always did).
  const media = createHttpMediaClient({
    baseUrl: config.mediaUrl,
    timeoutMs: config.mediaTimeoutMs,
    passValidationErrors: true,
    fetch: serviceAuth.fetch,
  });
  const outbox = createOutbox({ connection, logger, subscribers: config.eventSubscribers, fetch: serviceAuth.fetch });

  const { app, store } = createFeedApp({
    connection,
    logger,
    verifier: createTokenVerifier({ jwksUrl: config.identityJwksUrl, fetch: serviceAuth.fetch }),
    attachMedia: media.attach,
    detachMedia: media.detach,
    outbox,
    identityUrl: config.identityUrl,
    serviceAuth,
    ...(config.communitiesUrl
      ? {
          communityAccess: createHttpCommunityAccess({
            baseUrl: config.communitiesUrl,
            timeoutMs: config.communitiesTimeoutMs,
            fetch: serviceAuth.fetch,
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
