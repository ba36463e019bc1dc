import type { RequestHandler } from 'express';
import type { Connection } from 'mongoose';
import { createSlidingWindowLimiter, requireUser, type Clock } from '@campusloop/service-kit';

export interface UploadRateLimitOptions {
  limit: number;
  windowMs: number;
  /** Media's connection: the presigns are counted in its database, so every instance shares one count. */
  connection: Connection;
  /** Media's clock (tests move it). */
  now: Clock;
}

/**
 * Presigns per signed-in user (not per IP: a campus shares few addresses) over the last `windowMs`,
 * counted in media's database by service-kit's sliding-window limiter (`upload_rate_events`): one
 * count for all media instances, exact under concurrent presigns (each is inserted, then counted).
 * Past the limit: 429 RATE_LIMITED in the error shape with `Retry-After` (until the oldest presign
 * leaves the window). Use after `authenticate`.
 */
export function uploadRateLimit({ limit, windowMs, connection, now }: UploadRateLimitOptions): RequestHandler {
  const limiter = createSlidingWindowLimiter({
    connection,
    collection: 'upload_rate_events',
    now,
    purgeEveryMs: windowMs,
  });
  return (req, _res, next) => {
    limiter.take({ bucket: `presign:user:${requireUser(req).id}`, max: limit, windowMs }).then(() => next(), next);
  };
}
