import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError, REQUEST_ID_HEADER, type Logger } from '@campusloop/service-kit';
import type { GatewayConfig } from '../config/gateway-config';
import { isInternalPath } from '../http/block-internal';
import { createOriginCheck, isPreflight, setCorsHeaders } from '../http/cors-allowlist';
import { createRateLimits } from '../http/rate-limits';
import { ensureRequestId } from '../http/request-ids';
import { createRouteMatcher } from '../routing/route-matcher';
import { ROUTE_TABLE } from '../routing/route-table';
import type { UpstreamPool } from './upstream-pool';
import { createUpstreamProxy } from './upstream-proxy';

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;
/** Hands a request to the Express app, with the error it should answer (or none: a preflight). */
export type Answer = (req: IncomingMessage, res: ServerResponse, error?: unknown) => void;

export interface ApiHandlerOptions {
  config: GatewayConfig;
  logger: Logger;
  pool: UpstreamPool;
  answer: Answer;
}

const AUTH_PATH = /^\/api\/v1\/auth(?:\/|$)/;

/**
 * The hot path for `/api/...`, on plain node:http: request id, CORS headers, rate limits, route
 * table, proxy. Express adds ~80 µs of CPU per request on this machine (measured with
 * `npm run bench:gateway`), so the gateway only goes through Express when it answers itself:
 * every error, 404 and preflight is handed to the Express app (`answer`), where service-kit's
 * error handler writes it in the error shape and logs it once.
 */
export function createApiHandler({ config, logger, pool, answer }: ApiHandlerOptions): RequestListener {
  const matchRoute = createRouteMatcher(ROUTE_TABLE);
  const isOriginAllowed = createOriginCheck(config.corsOrigins);
  const limits = createRateLimits(config.rateLimit, config.trustProxy, logger);
  const proxy = createUpstreamProxy({
    logger,
    connectTimeoutMs: config.connectTimeoutMs,
    trustProxy: config.trustProxy,
  });

  return (req, res) => {
    res.setHeader(REQUEST_ID_HEADER, ensureRequestId(req));
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    if (isInternalPath(path)) {
      answer(req, res, AppError.notFound());
      return;
    }
    if (req.headers.origin !== undefined) {
      if (isPreflight(req)) {
        answer(req, res);
        return;
      }
      setCorsHeaders(req, res, isOriginAllowed);
    }

    const forward = (): void => {
      const route = matchRoute(path);
      if (!route) {
        answer(req, res, AppError.notFound());
        return;
      }
      proxy.web(req, res, (error) => answer(req, res, error), pool.get(route.upstream));
    };
    limits.general(req, res, (error) => {
      if (error !== undefined) answer(req, res, error);
      else if (req.method === 'POST' && AUTH_PATH.test(path)) {
        limits.auth(req, res, (authError) =>
          authError !== undefined ? answer(req, res, authError) : forward(),
        );
      } else forward();
    });
  };
}
