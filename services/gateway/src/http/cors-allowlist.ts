import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';
import { AppError } from '@campusloop/service-kit';

const ALLOWED_METHODS = 'GET,HEAD,POST,PUT,PATCH,DELETE,OPTIONS';
const DEFAULT_ALLOWED_HEADERS = 'Authorization,Content-Type,X-Request-Id';
const EXPOSED_HEADERS = 'X-Request-Id,RateLimit,RateLimit-Policy,Retry-After';
const PREFLIGHT_MAX_AGE_SECONDS = '600';

/**
 * Whether an `Origin` header value may talk to the gateway (the WebSocket upgrade checks it too): only
 * the configured origins (the public one included). The Host header is never trusted for this: a
 * DNS-rebound page sends `Host: evil.example` with `Origin: http://evil.example`.
 */
export function createOriginCheck(allowedOrigins: readonly string[]): OriginCheck {
  const allowed = new Set(allowedOrigins);
  return (origin) => allowed.has(origin);
}

export type OriginCheck = (origin: string) => boolean;

/** A preflight: OPTIONS announcing the method the real request will use. */
export function isPreflight(req: IncomingMessage): boolean {
  return req.method === 'OPTIONS' && req.headers['access-control-request-method'] !== undefined;
}

function varyOrigin(res: ServerResponse): void {
  const vary = res.getHeader('Vary');
  const current = Array.isArray(vary) ? vary.join(', ') : vary === undefined ? '' : String(vary);
  if (!/(^|,\s*)origin(\s*,|$)/i.test(current))
    res.setHeader('Vary', current ? `${current}, Origin` : 'Origin');
}

/**
 * Sets the CORS headers of an actual (non-preflight) response: allow-origin with credentials for an
 * allowed origin, nothing for any other. Returns whether the origin is allowed. Plain node:http, so
 * the API fast path uses it too.
 */
export function setCorsHeaders(req: IncomingMessage, res: ServerResponse, isAllowed: OriginCheck): boolean {
  const origin = req.headers.origin;
  if (!origin) return false;
  varyOrigin(res);
  if (!isAllowed(origin)) return false;
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Expose-Headers', EXPOSED_HEADERS);
  return true;
}

/**
 * CORS with credentials for an allowlist of origins. The gateway answers preflights itself (204 for
 * an allowed origin, 403 in the error shape otherwise); actual requests from other origins get no
 * CORS headers, so the browser will not hand the response to the page.
 */
export function corsAllowlist(allowedOrigins: readonly string[]): RequestHandler {
  const isAllowed = createOriginCheck(allowedOrigins);
  return (req, res, next) => {
    const allowed = setCorsHeaders(req, res, isAllowed);
    if (!isPreflight(req) || !req.headers.origin) {
      next();
      return;
    }
    if (!allowed) {
      next(AppError.forbidden('Origin not allowed.'));
      return;
    }
    res.vary('Access-Control-Request-Headers');
    res.setHeader('Access-Control-Allow-Methods', ALLOWED_METHODS);
    res.setHeader(
      'Access-Control-Allow-Headers',
      req.headers['access-control-request-headers'] ?? DEFAULT_ALLOWED_HEADERS,
    );
    res.setHeader('Access-Control-Max-Age', PREFLIGHT_MAX_AGE_SECONDS);
    res.status(204).end();
  };
}
