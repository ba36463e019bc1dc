import type { Connection } from 'mongoose';
import { createTokenVerifier, type Logger } from '@campusloop/service-kit';
import type { GatewayConfig } from './config/gateway-config';
import { createCallerAccount } from './http/caller-account';
import { createHandOver } from './http/hand-over';
import { createRateLimits } from './http/rate-limits';
import { createApiHandler, type RequestListener } from './proxy/api-handler';
import type { UpstreamPool } from './proxy/upstream-pool';
import { createSiteApp } from './site-app';
import { isDocsPath } from './docs/docs-router';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  /** Keep-alive agents per upstream, shared with the WebSocket upgrade handler. */
  pool: UpstreamPool;
  /** The database of the shared rate-limit counts (`RATE_LIMIT_STORE=database`). */
  connection?: Connection;
  /** Fetches identity's JWKS (main.ts: service-kit `ServiceAuth.fetch`, `/internal/jwks` wants a service token). */
  jwksFetch?: typeof fetch;
}

const API_PATH = /^\/api(?:[/?]|$)/;

/**
 * The gateway's request listener (does not listen): `/api/...` takes the proxy fast path (request
 * id, CORS, rate limits, route table, streaming proxy; bodies are never parsed), everything else
 * and every answer the gateway writes itself goes through the Express site app.
 */
export function createApp({ config, logger, pool, connection, jwksFetch }: GatewayDeps): RequestListener {
  const handOver = createHandOver();
  const callerAccount = createCallerAccount(createTokenVerifier({ jwksUrl: config.rateLimit.jwksUrl, ...(jwksFetch ? { fetch: jwksFetch } : {}) }));
  const limits = createRateLimits({
    settings: config.rateLimit,
    trustProxy: config.trustProxy,
    callerAccount,
    logger,
    ...(connection ? { connection } : {}),
  });
  const site = createSiteApp({ config, logger, raiseHandedOver: handOver.raise() });
  const api = createApiHandler({
    config,
    logger,
    pool,
    limits,
    answer: (req, res, error) => {
      if (error !== undefined) handOver.remember(req, error);
      site(req, res);
    },
  });
  return (req, res) => {
    const url = req.url ?? '';
    // The API's documentation (/api/v1/openapi.json, /api/docs) is the gateway's own answer.
    if (API_PATH.test(url) && !isDocsPath(url.split('?')[0] ?? url)) api(req, res);
    else site(req, res);
  };
}
