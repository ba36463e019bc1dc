import { runVerticalService } from '@campusloop/service-kit';
import { createFeedApp } from './app';
import { createHttpCommunityAccess } from './data/http-community-access';
import { FEED_DB_NAME, loadFeedConfig } from './config/feed-config';

runVerticalService({
  name: 'feed',
  dbName: FEED_DB_NAME,
  loadConfig: () => loadFeedConfig(),
  build({ connection, logger, verifier, serviceAuth, config, media, outbox }) {
    // Media's own validation errors are passed on beside `media` (as the feed always did).
    const { attach, detach } = media();
    const { app, store } = createFeedApp({
      connection,
      logger,
      verifier,
      attachMedia: attach,
      detachMedia: detach,
      outbox: outbox(),
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
    return { app, init: () => store.init() };
  },
});
