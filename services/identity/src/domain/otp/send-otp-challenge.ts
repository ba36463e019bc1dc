import { AUTH_MESSAGES, ErrorCode } from '@campusloop/contracts';
import { AppError, newId, trusted, type MailMessage } from '@campusloop/service-kit';
import type { OtpPurpose } from '../../data/otp-challenge-model';
import type { IdentityContext } from '../identity-context';
import { perIpCap } from '../rate/per-ip-cap';
import { rateLimiter } from '../rate/rate-limiter';
import { HOUR_MS } from '../security-limits';
import { generateOtpCode, hashOtpCode } from './otp-code';
import { acquireSendSlot } from './send-slot';

export interface SendOtpChallengeInput {
  purpose: OtpPurpose;
  /** Whose code: the address for LOGIN, the user id for UNIVERSITY_EMAIL. */
  subject: string;
  /** Where the code goes. */
  email: string;
  /** Whose send slot (cooldown, hourly cap) this counts against; default `email`. */
  slotKey?: string;
  /**
   * false: the challenge is stored void and `mail` carries no code — the same work, limits and answer
   * as a real send, for an address that must get no usable code (e.g. a university mailbox another
   * account verified).
   */
  codeUsable?: boolean;
  universityId?: string | null;
  ip: string;
  /** The e-mail carrying `code`. */
  mail(code: string, validMinutes: number): MailMessage;
  /** Message of the 503 when the mail cannot be sent. */
  sendFailedMessage: string;
}

export interface SentOtpChallenge {
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

/**
 * Sends a fresh code: a generous per-IP hourly cap (a campus shares a few addresses; larger inside
 * the campus ranges), a strict cap per address from this IP, then a send slot for the address (30 s
 * cooldown and an hourly cap from all IPs, exact under concurrency), then a hashed challenge and the
 * e-mail. Someone hammering another person's address from their own IP is stopped by the
 * address + IP cap long before the address's own hourly cap, so the owner can still get a code. If
 * the mail cannot be sent nothing usable is left behind: the new challenge is void, the cooldown and
 * the counted sends are given back, older codes still work. Once the mail is out, older codes of the
 * same subject are void.
 */
export async function sendOtpChallenge(
  ctx: IdentityContext,
  input: SendOtpChallengeInput,
): Promise<SentOtpChallenge> {
  const { limits, models } = ctx;
  const limiter = rateLimiter(ctx);
  const ipBucket = `otp-send:ip:${input.ip}`;
  // Keyed like the send slot: a university mailbox's plus-tag spellings share one address + IP count.
  const addressIpBucket = `otp-send:address-ip:${input.slotKey ?? input.email}|${input.ip}`;
  const tooManyCodes = AUTH_MESSAGES.tooManyCodes;

  await limiter.assertUnderCap({
    bucket: ipBucket,
    max: perIpCap(limits, limits.sendsPerIpPerHour, input.ip),
    windowMs: HOUR_MS,
    message: tooManyCodes,
  });
  await limiter.assertUnderCap({
    bucket: addressIpBucket,
    max: limits.sendsPerAddressPerIpPerHour,
    windowMs: HOUR_MS,
    message: tooManyCodes,
  });
  const slot = await acquireSendSlot(ctx, input.slotKey ?? input.email);

  const counted: string[] = [];
  let challengeId: string | undefined;
  try {
    counted.push(await limiter.record(ipBucket, HOUR_MS), await limiter.record(addressIpBucket, HOUR_MS));
    const code = generateOtpCode();
    const createdAt = ctx.now();
    const expiresAt = new Date(createdAt.getTime() + limits.otpTtlSeconds * 1000);
    challengeId = newId();
    await models.otpChallenges.create({
      _id: challengeId,
      purpose: input.purpose,
      subject: input.subject,
      email: input.email,
      universityId: input.universityId ?? null,
      codeHash: hashOtpCode(ctx.otpPepper, challengeId, code),
      createdAt,
      expiresAt,
      ...(input.codeUsable === false ? { voidedAt: createdAt } : {}),
      purgeAt: new Date(expiresAt.getTime() + 24 * HOUR_MS),
    });
    await ctx.mailer.send(input.mail(code, Math.round(limits.otpTtlSeconds / 60)));
  } catch (error) {
    ctx.logger.error({ err: error, purpose: input.purpose }, 'could not send one-time code');
    await Promise.allSettled([
      challengeId
        ? models.otpChallenges.updateOne({ _id: challengeId }, { $set: { voidedAt: ctx.now() } })
        : undefined,
      slot.release(),
      limiter.forget(counted),
    ]);
    throw new AppError(503, ErrorCode.SERVICE_UNAVAILABLE, input.sendFailedMessage, { cause: error });
  }

  await models.otpChallenges.updateMany(
    {
      purpose: input.purpose,
      subject: input.subject,
      _id: trusted({ $ne: challengeId }),
      voidedAt: null,
      consumedAt: null,
    },
    { $set: { voidedAt: ctx.now() } },
  );
  return { resendAfterSeconds: limits.resendCooldownSeconds, expiresInSeconds: limits.otpTtlSeconds };
}
