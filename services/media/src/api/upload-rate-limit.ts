import type { Request, RequestHandler } from 'express';
import { rateLimit } from 'express-rate-limit';
import { rateLimitRefusal, requireUser, type Logger } from '@campusloop/service-kit';

export interface UploadRateLimitOptions {
  limit: number;
  windowMs: number;
  logger: Logger;
}

/**
 * Presigns per signed-in user (not per IP: a campus shares few addresses), in memory per process.
 * Past the limit: 429 RATE_LIMITED in the error shape with `Retry-After`. Use after `authenticate`.
 */
export function uploadRateLimit({ limit, windowMs, logger }: UploadRateLimitOptions): RequestHandler {
  return rateLimit({
    windowMs,
    limit,
    identifier: 'uploads',
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req: Request) => `user:${requireUser(req).id}`,
    ...rateLimitRefusal(windowMs, logger),
  });
}
