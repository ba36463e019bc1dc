import type { RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { AppError, type Logger } from '@campusloop/service-kit';

export interface RateLimitSettings {
  windowMs: number;
  generalLimit: number;
  authLimit: number;
}

export interface RateLimits {
  /** Every `/api/v1` request, per client IP. */
  general: RequestHandler;
  /** `POST /api/v1/auth/*` (OTP mails, logins), per client IP, on top of the general limit. */
  auth: RequestHandler;
}

function createLimiter(name: string, limit: number, windowMs: number, logger: Logger): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    identifier: name,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    // The gateway overwrites forwarding headers it does not trust, so their presence is expected.
    validate: { xForwardedForHeader: false, forwardedHeader: false },
    logger: {
      warn: (error, message) => logger.warn({ err: error }, message),
      error: (error, message) => logger.error({ err: error }, message),
    },
    handler: (req, _res, next) => {
      const resetTime = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const retryAfterSeconds = resetTime ? (resetTime.getTime() - Date.now()) / 1000 : windowMs / 1000;
      next(AppError.tooManyRequests(retryAfterSeconds));
    },
  });
}

/**
 * Per-IP limits in memory (one gateway process). Responses carry the draft-8 `RateLimit` and
 * `RateLimit-Policy` headers (one entry per limiter, named "general" and "auth"); a refusal is
 * 429 RATE_LIMITED in the error shape with `Retry-After`.
 */
export function createRateLimits(settings: RateLimitSettings, logger: Logger): RateLimits {
  return {
    general: createLimiter('general', settings.generalLimit, settings.windowMs, logger),
    auth: createLimiter('auth', settings.authLimit, settings.windowMs, logger),
  };
}
