import type { Logger } from '@campusloop/service-kit';
import type { GatewayConfig } from './config/gateway-config';
import { createHandOver } from './http/hand-over';
import { createApiHandler, type RequestListener } from './proxy/api-handler';
import type { UpstreamPool } from './proxy/upstream-pool';
import { createSiteApp } from './site-app';

export interface GatewayDeps {
  config: GatewayConfig;
  logger: Logger;
  /** Keep-alive agents per upstream, shared with the WebSocket upgrade handler. */
  pool: UpstreamPool;
}

const API_PATH = /^\/api(?:[/?]|$)/;

/**
 * The gateway's request listener (does not listen): `/api/...` takes the proxy fast path (request
 * id, CORS, rate limits, route table, streaming proxy; bodies are never parsed), everything else
 * and every answer the gateway writes itself goes through the Express site app.
 */
export function createApp({ config, logger, pool }: GatewayDeps): RequestListener {
  const handOver = createHandOver();
  const site = createSiteApp({ config, logger, raiseHandedOver: handOver.raise() });
  const api = createApiHandler({
    config,
    logger,
    pool,
    answer: (req, res, error) => {
      if (error !== undefined) handOver.remember(req, error);
      site(req, res);
    },
  });
  return (req, res) => {
    if (API_PATH.test(req.url ?? '')) api(req, res);
    else site(req, res);
  };
}
