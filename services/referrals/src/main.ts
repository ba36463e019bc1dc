import { runVerticalService } from '@campusloop/service-kit';
import { createReferralsApp } from './app';
import { REFERRALS_DB_NAME, loadReferralsConfig } from './config/referrals-config';

// Referrals publishes nothing: no outbox, so no dispatcher.
runVerticalService({
  name: 'referrals',
  dbName: REFERRALS_DB_NAME,
  loadConfig: () => loadReferralsConfig(),
  build({ connection, logger, verifier, serviceAuth, config }) {
    const { app, store } = createReferralsApp({
      connection,
      logger,
      verifier,
      serviceAuth,
      identityUrl: config.identityUrl,
      identityTimeoutMs: config.identityTimeoutMs,
      applyAttemptsPerHour: config.applyAttemptsPerHour,
    });
    return { app, init: () => store.init() };
  },
});
