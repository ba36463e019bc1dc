import { runVerticalService } from '@campusloop/service-kit';
import { createCommunitiesApp } from './app';
import { finishPendingDeletions } from './domain/delete-community';
import { COMMUNITIES_DB_NAME, loadCommunitiesConfig } from './config/communities-config';

runVerticalService({
  name: 'communities',
  dbName: COMMUNITIES_DB_NAME,
  loadConfig: () => loadCommunitiesConfig(),
  build({ connection, logger, verifier, serviceAuth, config, media, outbox }) {
    const { app, store, ctx } = createCommunitiesApp({
      connection,
      logger,
      verifier,
      serviceAuth,
      media: media(),
      outbox: outbox(),
      identityUrl: config.identityUrl,
    });
    return {
      app,
      async init() {
        await store.init();
        const finished = await finishPendingDeletions(ctx);
        if (finished > 0) logger.info({ finished }, 'finished community deletions cut short before the last stop');
      },
    };
  },
});
