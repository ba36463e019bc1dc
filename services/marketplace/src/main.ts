import { runVerticalService } from '@campusloop/service-kit';
import { createMarketplaceApp } from './app';
import { MARKETPLACE_DB_NAME, loadMarketplaceConfig } from './config/marketplace-config';

runVerticalService({
  name: 'marketplace',
  dbName: MARKETPLACE_DB_NAME,
  loadConfig: () => loadMarketplaceConfig(),
  build: ({ connection, logger, verifier, serviceAuth, config, media, outbox }) =>
    createMarketplaceApp({
      connection,
      logger,
      verifier,
      serviceAuth,
      media: media(),
      outbox: outbox(),
      identityUrl: config.identityUrl,
    }),
});
