import {
  connectDatabase,
  createHttpMediaClient,
  createLogger,
  createOutbox,
  createTokenVerifier,
  loadServiceAuth,
  startService,
} from '@campusloop/service-kit';
import { createMarketplaceApp } from './app';
import { MARKETPLACE_DB_NAME, loadMarketplaceConfig } from './config/marketplace-config';

async function main(): Promise<void> {
  const config = loadMarketplaceConfig();
  const logger = createLogger({
    name: 'marketplace',
    ...(config.logLevel ? { level: config.logLevel } : {}),
  });
  const connection = await connectDatabase({ uri: config.mongodbUri, dbName: MARKETPLACE_DB_NAME, logger });
  // Every call to another service's /internal/* carries a service token.
  const serviceAuth = await loadServiceAuth('marketplace', config, logger);
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

  const { app, init } = createMarketplaceApp({
    connection,
    logger,
    verifier: createTokenVerifier({ jwksUrl: config.identityJwksUrl, fetch: serviceAuth.fetch }),
    serviceAuth,
    media,
    outbox,
    identityUrl: config.identityUrl,
  });
  await init();
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
