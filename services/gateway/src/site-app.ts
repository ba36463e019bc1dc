import express, { type Express, type RequestHandler } from 'express';
import { errorHandler, healthRouter, notFoundHandler, requestId, type Logger } from '@campusloop/service-kit';
import type { GatewayConfig } from './config/gateway-config';
import { frontendsRouter } from './frontends/frontends-router';
import { blockInternal } from './http/block-internal';
import { corsAllowlist } from './http/cors-allowlist';
import { docsRouter } from './docs/docs-router';

export interface SiteAppDeps {
  config: GatewayConfig;
  logger: Logger;
  /** Re-raises errors the API fast path handed over (see hand-over.ts). */
  raiseHandedOver: RequestHandler;
}

/**
 * Everything the gateway answers itself, in Express: health, CORS preflights, the API's documentation
 * (/api/v1/openapi.json, /api/docs), the built front ends,
 * and every error and 404 (including those of the API fast path) through service-kit's handler.
 */
export function createSiteApp({ config, logger, raiseHandedOver }: SiteAppDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.use(requestId());
  app.use(raiseHandedOver);
  app.use(blockInternal());
  app.use(healthRouter({ name: 'gateway' }));
  app.use(corsAllowlist(config.corsOrigins));
  app.use(docsRouter());
  app.use(
    frontendsRouter(config.distDir, {
      config: config.frontends,
      onRecordError: (remote, error) =>
        logger.warn({ err: error, remote }, 'release record unreadable; serving the built remote'),
    }),
  );
  app.use(notFoundHandler());
  app.use(errorHandler(logger));
  return app;
}
