import { createSlidingWindowLimiter, type SlidingWindowLimiter } from '@campusloop/service-kit';
import type { IdentityContext } from '../identity-context';

const limiters = new WeakMap<IdentityContext['models'], SlidingWindowLimiter>();

/**
 * Identity's sliding-window counters (service-kit's `createSlidingWindowLimiter`) in `rate_events`,
 * shared by every instance of the service. Buckets are strings like `otp-send:ip:<ip>`. Checked, then
 * recorded: under a burst a cap may be passed by the few requests in flight (the resend cooldown, which
 * must be exact, is a send slot). `purgeExpiredRecords` deletes passed events.
 */
export function rateLimiter(ctx: Pick<IdentityContext, 'models' | 'now'>): SlidingWindowLimiter {
  let limiter = limiters.get(ctx.models);
  if (!limiter) {
    limiter = createSlidingWindowLimiter({
      connection: ctx.models.rateEvents.db,
      collection: 'rate_events',
      now: ctx.now,
    });
    limiters.set(ctx.models, limiter);
  }
  return limiter;
}
export type RateLimiter = SlidingWindowLimiter;
