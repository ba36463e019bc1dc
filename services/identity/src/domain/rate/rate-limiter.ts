import { AppError, trusted } from '@campusloop/service-kit';
import type { IdentityContext } from '../identity-context';

interface WindowCap {
  bucket: string;
  max: number;
  windowMs: number;
  message?: string;
}

/**
 * Sliding-window counters and cooldowns kept in the database, so every instance of the service
 * shares them. Buckets are strings like `otp-send:addr:<email>`.
 */
export function rateLimiter(ctx: Pick<IdentityContext, 'models' | 'now'>) {
  const { rateEvents, cooldowns } = ctx.models;

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

  /**
   * Takes the cooldown `key` for `seconds`, atomically (two concurrent requests cannot both get it),
   * or answers 429 with the seconds left. Returns a release function for when the action failed.
   */
  async function acquireCooldown(key: string, seconds: number, message: (secondsLeft: number) => string) {
    const now = ctx.now();
    const until = new Date(now.getTime() + seconds * 1000);
    try {
      await cooldowns.findOneAndUpdate(
        { _id: key, until: trusted({ $lte: now }) },
        { $set: { until } },
        { upsert: true, new: true },
      );
    } catch (error) {
      if ((error as { code?: number }).code !== 11000) throw error;
      const current = await cooldowns.findById(key).lean();
      const secondsLeft = Math.max(1, Math.ceil(((current?.until.getTime() ?? until.getTime()) - now.getTime()) / 1000));
      throw AppError.tooManyRequests(secondsLeft, message(secondsLeft));
    }
    return async () => {
      await cooldowns.deleteOne({ _id: key, until });
    };
  }

  return { assertUnderCap, record, forget, acquireCooldown };
}
export type RateLimiter = ReturnType<typeof rateLimiter>;
