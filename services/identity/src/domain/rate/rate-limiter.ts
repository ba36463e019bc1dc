import { AppError, trusted } from '@campusloop/service-kit';
import type { IdentityContext } from '../identity-context';

interface WindowCap {
  bucket: string;
  max: number;
  windowMs: number;
  message?: string;
}

/**
 * Sliding-window counters kept in the database, so every instance of the service shares them.
 * Buckets are strings like `otp-send:ip:<ip>`. Counting is not atomic: under a burst a cap may be
 * passed by the few requests in flight (the resend cooldown, which must be exact, is a send slot).
 */
export function rateLimiter(ctx: Pick<IdentityContext, 'models' | 'now'>) {
  const { rateEvents } = ctx.models;

  /** 429 with Retry-After when `bucket` already holds `max` events inside the window. */
  async function assertUnderCap({ bucket, max, windowMs, message }: WindowCap): Promise<void> {
    const now = ctx.now();
    const since = new Date(now.getTime() - windowMs);
    const count = await rateEvents.countDocuments({ bucket, at: trusted({ $gt: since }) });
    if (count < max) return;
    const oldest = await rateEvents
      .findOne({ bucket, at: trusted({ $gt: since }) })
      .sort({ at: 1 })
      .lean();
    const freeAt = (oldest?.at.getTime() ?? now.getTime()) + windowMs;
    throw AppError.tooManyRequests((freeAt - now.getTime()) / 1000, message);
  }

  /** Counts one event now; returns its id so a failed action can take it back. */
  async function record(bucket: string, windowMs: number): Promise<string> {
    const at = ctx.now();
    const created = await rateEvents.create({ bucket, at, purgeAt: new Date(at.getTime() + windowMs) });
    return created._id;
  }

  async function forget(eventIds: string[]): Promise<void> {
    if (eventIds.length) await rateEvents.deleteMany({ _id: trusted({ $in: eventIds }) });
  }

  return { assertUnderCap, record, forget };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;
