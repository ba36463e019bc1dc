import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { rateLimitRefusal, type Logger } from '@campusloop/service-kit';
import { clientAddress, type TrustProxy } from './client-address';

export interface RateLimitSettings {
  windowMs: number;
  generalLimit: number;
  authLimit: number;
}

/** A limiter callable on plain node:http objects; `next(error)` carries the 429. */
export type Limiter = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

export interface RateLimits {
  /** Every `/api` request, per client IP. */
  general: Limiter;
  /** `POST /api/v1/auth/*` (OTP mails, logins), per client IP, on top of the general limit. */
  auth: Limiter;
}

function createLimiter(limit: number, windowMs: number, trustProxy: TrustProxy, logger: Logger): Limiter {
  const middleware = rateLimit({
    windowMs,
    limit,
    // draft-7 (`RateLimit: limit=.., remaining=.., reset=..` and `RateLimit-Policy`) is written with
    // setHeader only, so the limiter also runs on plain node:http objects in the API fast path.
    standardHeaders: 'draft-7',
    legacyHeaders: false,
    // Our own key: Express's req.ip is not there outside Express; same trust rule as Express.
    keyGenerator: (req) => ipKeyGenerator(clientAddress(req as unknown as IncomingMessage, trustProxy)),
    ...rateLimitRefusal(windowMs, logger),
  });
  return (req, res, next) => {
    void middleware(req as Request, res as Response, next);
  };
}

/**
 * Per-IP limits in memory (one gateway process). Responses carry the standard `RateLimit` and
 * `RateLimit-Policy` headers (draft-7; on auth posts the stricter auth limit's values); a refusal
 * is 429 RATE_LIMITED in the error shape with `Retry-After`.
 */
export function createRateLimits(
  settings: RateLimitSettings,
  trustProxy: TrustProxy,
  logger: Logger,
): RateLimits {
  return {
    general: createLimiter(settings.generalLimit, settings.windowMs, trustProxy, logger),
    auth: createLimiter(settings.authLimit, settings.windowMs, trustProxy, logger),
  };
}
