import {
  connectDatabase,
  createLogger,
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

  const { app, store } = createReferralsApp({
    connection,
    logger,
    verifier: createTokenVerifier({ jwksUrl: config.identityJwksUrl, fetch: serviceAuth.fetch }),
    serviceAuth,
    identityUrl: config.identityUrl,
    identityTimeoutMs: config.identityTimeoutMs,
    applyAttemptsPerHour: config.applyAttemptsPerHour,
  });
  await store.init();

  await startService({
    app,
    host: config.host,
    port: config.port,
    logger,
    onClose: [() => connection.close()],
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
