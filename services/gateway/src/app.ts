import type { Connection } from 'mongoose';
import { createTokenVerifier, type ClientAddressProof, type Logger } from '@campusloop/service-kit';
import type { GatewayConfig } from './config/gateway-config';
import { createCallerAccount } from './http/caller-account';
import { createHandOver } from './http/hand-over';
import { createRateLimits } from './http/rate-limits';
import { createApiHandler, type RequestListener } from './proxy/api-handler';
import { createUpgradeHandler, type UpgradeHandler } from './proxy/upgrade-handler';
import type { UpstreamPool } from './proxy/upstream-pool';
import { createSiteApp } from './site-app';
import { DOCS_PATH, isDocsPath, OPENAPI_PATH } from './docs/docs-router';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  /** Keep-alive agents per upstream, shared with the WebSocket upgrade handler. */
  pool: UpstreamPool;
  /** The database of the shared rate-limit counts (`RATE_LIMIT_STORE=database`). */
  connection?: Connection;
  /** Fetches identity's JWKS (main.ts: service-kit `ServiceAuth.fetch`, `/internal/jwks` wants a service token). */
  jwksFetch?: typeof fetch;
  /**
   * Signs the client address every service receives (main.ts: `ServiceAuth.clientAddressProof`, the
   * installation's service secret); services believe no other forwarding header. None: no proof sent.
   */
  clientProof?: ClientAddressProof;
}

export interface Gateway {
  /** The http server's request listener (does not listen). */
  request: RequestListener;
  /** The http server's `upgrade` listener, counted by the same rate limits as `request`. */
  upgrade: UpgradeHandler;
}

const API_PATH = /^\/api(?:[/?]|$)/;

/**
 * The gateway's listeners: `/api/...` takes the proxy fast path (request id, CORS, rate limits,
 * route table, streaming proxy; bodies are never parsed), everything else and every answer the
 * gateway writes itself goes through the Express site app; WebSocket upgrades go through the upgrade
 * handler, which shares the rate limits.
 */
export function createGateway({ config, logger, pool, connection, jwksFetch, clientProof }: GatewayDeps): Gateway {
  const proof = clientProof ? { clientProof } : {};
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
    ...proof,
    answer: (req, res, error) => {
      if (error !== undefined) handOver.remember(req, error);
      site(req, res);
    },
  });
  return {
    request: (req, res) => {
      const url = req.url ?? '';
      if (!API_PATH.test(url)) site(req, res);
      // The API's documentation (/api/v1/openapi.json, /api/docs) is the gateway's own answer
      // (the path is cut from its query only when it could be one: no array per API request).
      else if (url.startsWith(DOCS_PATH) || url.startsWith(OPENAPI_PATH)) {
        const queryAt = url.indexOf('?');
        if (isDocsPath(queryAt === -1 ? url : url.slice(0, queryAt))) site(req, res);
        else api(req, res);
      } else api(req, res);
    },
    upgrade: createUpgradeHandler({ config, logger, pool, limits, ...proof }),
  };
}
