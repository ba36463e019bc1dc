import express, { type Express } from 'express';
import { errorHandler, healthRouter, notFoundHandler, requestId, type Logger } from '@campusloop/service-kit';
import type { GatewayConfig } from './config/gateway-config';
import { frontendsRouter } from './frontends/frontends-router';
import { blockInternal } from './http/block-internal';
import { corsAllowlist } from './http/cors-allowlist';
import { createRateLimits } from './http/rate-limits';
import type { UpstreamPool } from './proxy/upstream-pool';
import { createUpstreamProxy } from './proxy/upstream-proxy';
import { proxyRouter } from './routing/proxy-router';
import { createRouteMatcher } from './routing/route-matcher';
import { ROUTE_TABLE } from './routing/route-table';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  /** Keep-alive agents per upstream, shared with the WebSocket upgrade handler. */
  pool: UpstreamPool;
}

/**
 * The gateway's Express app (does not listen): request ids, the internal-path block, health, CORS,
 * rate limits and the route table for `/api/v1`, then the built front ends. Bodies are never parsed
 * here; they stream through to the services.
 */
export function createApp({ config, logger, pool }: GatewayDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  const limits = createRateLimits(config.rateLimit, logger);
  const proxy = createUpstreamProxy({
    logger,
    connectTimeoutMs: config.connectTimeoutMs,
    trustProxy: config.trustProxy !== false,
  });

  app.use(requestId());
  app.use(blockInternal());
  app.use(healthRouter({ name: 'gateway' }));
  app.use(corsAllowlist(config.corsOrigins));

  app.use('/api', limits.general);
  app.post('/api/v1/auth/{*rest}', limits.auth);
  app.use(proxyRouter(createRouteMatcher(ROUTE_TABLE), pool, proxy));

  app.use(frontendsRouter(config.distDir));
  app.use(notFoundHandler());
  app.use(errorHandler(logger));
  return app;
}
