import {
  connectDatabase,
  createHttpMediaClient,
  createLogger,
  createOutbox,
  createTokenVerifier,
  loadServiceAuth,
  startService,
} from '@campusloop/service-kit';
import { createReferralsApp } from './app';
import { REFERRALS_DB_NAME, loadReferralsConfig } from './config/referrals-config';

async function main(): Promise<void> {
  const config = loadReferralsConfig();
  const logger = createLogger({ name: 'referrals', ...(config.logLevel ? { level: config.logLevel } : {}) });
  const connection = await connectDatabase({ uri: config.mongodbUri, dbName: REFERRALS_DB_NAME, logger });
  // Every call to another service's /internal/* carries a service token.
  const serviceAuth = await loadServiceAuth('referrals', config, logger);
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

  const { app, store } = createReferralsApp({
    connection,
    logger,
    verifier: createTokenVerifier({ jwksUrl: config.identityJwksUrl, fetch: serviceAuth.fetch }),
    serviceAuth,
    media,
    outbox,
    identityUrl: config.identityUrl,
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
