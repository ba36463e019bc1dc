import type { Options } from 'express-rate-limit';
import { AppError } from '../errors/app-error';
import type { Logger } from '../logging/logger';

/**
 * The parts of an express-rate-limit configuration every CampusLoop limiter shares: its warnings go
 * to our logger, and a refusal becomes 429 RATE_LIMITED in the error shape with `Retry-After`
 * (seconds until the window resets) through the one error handler. Its `X-Forwarded-For` check is off:
 * the gateway sends that header on every request while `trust proxy` is off on purpose (`req.ip` comes
 * from the gateway's signed client address, see client-address.ts), which is not the misconfiguration
 * the check looks for.
 */
export function rateLimitRefusal(windowMs: number, logger: Logger): Pick<Options, 'logger' | 'handler' | 'validate'> {
  return {
    validate: { xForwardedForHeader: false },
    logger: {
      warn: (error, message) => logger.warn({ err: error }, message),
      error: (error, message) => logger.error({ err: error }, message),
    },
    handler: (req, _res, next) => {
      const resetTime = (req as { rateLimit?: { resetTime?: Date } }).rateLimit?.resetTime;
      const retryAfterSeconds = resetTime ? (resetTime.getTime() - Date.now()) / 1000 : windowMs / 1000;
      next(AppError.tooManyRequests(retryAfterSeconds));
    },
  };
}
