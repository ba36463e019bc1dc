import {
  connectDatabase,
  createHttpMediaClient,
  createLogger,
  createOutbox,
  createTokenVerifier,
  loadServiceAuth,
  startService,
} from '@campusloop/service-kit';
import { createCommunitiesApp } from './app';
import { finishPendingDeletions } from './domain/delete-community';
import { COMMUNITIES_DB_NAME, loadCommunitiesConfig } from './config/communities-config';

async function main(): Promise<void> {
  const config = loadCommunitiesConfig();
  const logger = createLogger({
    name: 'communities',
    ...(config.logLevel ? { level: config.logLevel } : {}),
  });
  const connection = await connectDatabase({ uri: config.mongodbUri, dbName: COMMUNITIES_DB_NAME, logger });
  // Every call to another service's /internal/* carries a service token.
  const serviceAuth = await loadServiceAuth('communities', config, logger);
  const media = createHttpMediaClient({
    baseUrl: config.mediaUrl,
    timeoutMs: config.mediaTimeoutMs,
    passValidationErrors: true,
    fetch: serviceAuth.fetch,
  });
  const outbox = createOutbox({
    connection,
    logger,
    subscribers: config.eventSubscribers,
    fetch: serviceAuth.fetch,
  });

  const { app, store, ctx } = createCommunitiesApp({
    connection,
    logger,
    verifier: createTokenVerifier({ jwksUrl: config.identityJwksUrl, fetch: serviceAuth.fetch }),
    serviceAuth,
    media,
    outbox,
    identityUrl: config.identityUrl,
  });
  await store.init();
  const finished = await finishPendingDeletions(ctx);
  if (finished > 0) logger.info({ finished }, 'finished community deletions cut short before the last stop');
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
