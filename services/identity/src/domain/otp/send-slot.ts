import { AUTH_MESSAGES, resendCooldownMessage } from '@campusloop/contracts';
import { AppError, trusted } from '@campusloop/service-kit';
import type { IdentityContext } from '../identity-context';
import { HOUR_MS } from '../security-limits';

export interface SendSlot {
  /** Gives the slot back (the mail could not be sent): no cooldown, not counted. */
  release(): Promise<void>;
}

export interface SendSlotKeys {
  /** Where the code goes (kept on the record). */
  email: string;
  /** The requester's cooldown key: one code per `resendCooldownSeconds`. */
  slot: string;
  /** The hourly cap this send counts against, and its size. */
  bucket: string;
  maxPerHour: number;
}

/**
 * The right to send one code now: `resendCooldownSeconds` after the slot's previous send, and at most
 * `maxPerHour` in the bucket's last hour. Exact under concurrency: two requests reading the same
 * latest send race to insert the same next sequence number, and only one insert succeeds.
 */
export async function acquireSendSlot(ctx: IdentityContext, keys: SendSlotKeys): Promise<SendSlot> {
  const { otpSends } = ctx.models;
  const { resendCooldownSeconds } = ctx.limits;
  const now = ctx.now();
  const hourAgo = new Date(now.getTime() - HOUR_MS);

  const latest = await otpSends.findOne({ slot: keys.slot }).sort({ seq: -1 }).lean();
  if (latest) {
    const secondsLeft = Math.ceil((latest.at.getTime() + resendCooldownSeconds * 1000 - now.getTime()) / 1000);
    if (secondsLeft > 0) throw AppError.tooManyRequests(secondsLeft, resendCooldownMessage(secondsLeft));
  }
  const inLastHour = { bucket: keys.bucket, at: trusted({ $gt: hourAgo }) };
  const sentLastHour = await otpSends.countDocuments(inLastHour);
  if (sentLastHour >= keys.maxPerHour) {
    const oldest = await otpSends.findOne(inLastHour).sort({ at: 1 }).lean();
    const freeAt = (oldest?.at.getTime() ?? now.getTime()) + HOUR_MS;
    throw AppError.tooManyRequests((freeAt - now.getTime()) / 1000, AUTH_MESSAGES.tooManyCodes);
  }

  const seq = (latest?.seq ?? 0) + 1;
  const id = `${keys.slot}#${seq}`;
  try {
    await otpSends.create({ _id: id, email: keys.email, slot: keys.slot, bucket: keys.bucket, seq, at: now, purgeAt: new Date(now.getTime() + HOUR_MS) });
  } catch (error) {
    if ((error as { code?: number }).code !== 11000) throw error;
    throw AppError.tooManyRequests(resendCooldownSeconds, resendCooldownMessage(resendCooldownSeconds));
  }
  return {
    async release() {
      await otpSends.deleteOne({ _id: id });
    },
  };
}
