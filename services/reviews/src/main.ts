import { runVerticalService } from '@campusloop/service-kit';
import { createReviewsApp } from './app';
import { REVIEWS_DB_NAME, loadReviewsConfig } from './config/reviews-config';

runVerticalService({
  name: 'reviews',
  dbName: REVIEWS_DB_NAME,
  loadConfig: () => loadReviewsConfig(),
  build({ connection, logger, verifier, serviceAuth, config, media, outbox }) {
    const { app, store } = createReviewsApp({
      connection,
      logger,
      verifier,
      serviceAuth,
      media: media(),
      outbox: outbox(),
      identityUrl: config.identityUrl,
    });
    return { app, init: () => store.init() };
  },
});
