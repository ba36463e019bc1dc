import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError, REQUEST_ID_HEADER, type ClientAddressProof, type Logger } from '@campusloop/service-kit';
import type { GatewayConfig } from '../config/gateway-config';
import { isInternalPath } from '../http/block-internal';
import { createOriginCheck, isPreflight, setCorsHeaders } from '../http/cors-allowlist';
import type { Limiter, LimitVerdict } from '../http/rate-limits';
import { ensureRequestId } from '../http/request-ids';
import { createRouteMatcher } from '../routing/route-matcher';
import { ROUTE_TABLE } from '../routing/route-table';
import { forwardRequest, type AnswerHeaders, type ForwardHooks } from './forward-request';
import { upstreamHeaders } from './upstream-headers';
import type { UpstreamPool } from './upstream-pool';

export type RequestListener = (req: IncomingMessage, res: ServerResponse) => void;
/** Hands a request to the Express app, with the error it should answer (or none: a preflight). */
export type Answer = (req: IncomingMessage, res: ServerResponse, error?: unknown) => void;

export interface ApiHandlerOptions {
  config: GatewayConfig;
  logger: Logger;
  pool: UpstreamPool;
  /** Counts each request against its budget (per account or per IP, by route class). */
  limits: Limiter;
  answer: Answer;
  /** Signs the client address for the services (upstream-headers.ts). */
  clientProof?: ClientAddressProof;
}

/**
 * The hot path for `/api/...`, on plain node:http: request id, CORS headers, rate limits, route
 * table, proxy. Express adds ~80 µs of CPU per request on this machine (measured with
 * `npm run bench:gateway`), so the gateway only goes through Express when it answers itself:
 * every error, 404 and preflight is handed to the Express app (`answer`), where service-kit's
 * error handler writes it in the error shape and logs it once. The gateway's own answer headers
 * (request id, rate limits) travel with the request and are written once with the upstream's
 * (no `setHeader` before `writeHead`, which would make node merge every header twice).
 */
export function createApiHandler({ config, logger, pool, limits, answer, clientProof }: ApiHandlerOptions): RequestListener {
  const matchRoute = createRouteMatcher(ROUTE_TABLE);
  const headerOptions = { trustProxy: config.trustProxy, upgrade: false, ...(clientProof ? { clientProof } : {}) };
  const isOriginAllowed = createOriginCheck(config.corsOrigins);

  /** The gateway answers itself (through Express), with its own headers already on the response. */
  const answerWith = (req: IncomingMessage, res: ServerResponse, headers: AnswerHeaders, error: unknown) => {
    if (!res.headersSent) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    answer(req, res, error);
  };

  const hooks: ForwardHooks = {
    fail: answerWith,
    brokenResponse: (upstream, error) => logger.warn({ err: error, upstream: upstream.name }, 'upstream failed mid-response'),
  };

  const forward = (req: IncomingMessage, res: ServerResponse, path: string, headers: AnswerHeaders) => {
    const route = matchRoute(path);
    if (!route) {
      answerWith(req, res, headers, AppError.notFound());
      return;
    }
    forwardRequest(req, res, pool.get(route.upstream), {
      headers: upstreamHeaders(req, headerOptions),
      answerHeaders: headers,
      hooks,
    });
  };

  /** The gateway answers before counting (internal path, preflight) or could not count. */
  const failed = (req: IncomingMessage, res: ServerResponse, requestId: string, error: unknown) =>
    answerWith(req, res, { [REQUEST_ID_HEADER]: requestId }, error);

  /** After the count: 429, or on to the route table (in the same tick when the limiter answered at once). */
  const proceed = (req: IncomingMessage, res: ServerResponse, path: string, requestId: string, verdict: LimitVerdict) => {
    const headers: AnswerHeaders = {
      [REQUEST_ID_HEADER]: requestId,
      ratelimit: verdict.headers.ratelimit,
      'ratelimit-policy': verdict.headers['ratelimit-policy'],
    };
    if (verdict.refusal) answerWith(req, res, headers, verdict.refusal);
    else forward(req, res, path, headers);
  };

  return (req, res) => {
    const requestId = ensureRequestId(req);
    const url = req.url ?? '/';
    const queryAt = url.indexOf('?');
    const path = queryAt === -1 ? url : url.slice(0, queryAt);
    // (No closures made per request on this path: each one is an allocation, and a `__name` call under tsx.)
    if (isInternalPath(path)) {
      failed(req, res, requestId, AppError.notFound());
      return;
    }
    if (req.headers.origin !== undefined) {
      if (isPreflight(req)) {
        failed(req, res, requestId, undefined); // no error: the Express app answers the preflight
        return;
      }
      setCorsHeaders(req, res, isOriginAllowed);
    }

    let verdict: ReturnType<Limiter>;
    try {
      verdict = limits(req, path);
    } catch (error) {
      failed(req, res, requestId, error);
      return;
    }
    if (verdict instanceof Promise)
      verdict.then(
        (known) => proceed(req, res, path, requestId, known),
        (error: unknown) => failed(req, res, requestId, error),
      );
    else proceed(req, res, path, requestId, verdict);
  };
}
