import { AUTH_MESSAGES, ErrorCode } from '@campusloop/contracts';
import { AppError, newId, type MailMessage } from '@campusloop/service-kit';
import type { OtpPurpose } from '../../data/otp-challenge-model';
import type { IdentityContext } from '../identity-context';
import { perIpCap } from '../rate/per-ip-cap';
import { rateLimiter } from '../rate/rate-limiter';
import { HOUR_MS } from '../security-limits';
import { keepNewestLiveCodes } from './live-codes';
import { generateOtpCode, hashOtpCode } from './otp-code';
import { acquireSendSlot, type SendSlotKeys } from './send-slot';

export interface SendOtpChallengeInput {
  purpose: OtpPurpose;
  /** Whose code: the address for LOGIN, the user id for UNIVERSITY_EMAIL. */
  subject: string;
  /** Where the code goes. */
  email: string;
  /** The address the limits count (a university mailbox without plus tag); default `email`. */
  slotKey?: string;
  /**
   * false: the challenge is stored void and `mail` carries no code — the same work, limits and answer
   * as a real send, for an address that must get no usable code (e.g. a university mailbox another
   * account verified).
   */
  codeUsable?: boolean;
  universityId?: string | null;
  ip: string;
  /** LOGIN: the device id of a valid device cookie for this address (`knownDevices`), if the request carried one. */
  knownDevice?: string;
  /** UNIVERSITY_EMAIL: the signed-in account asking; its own cooldown and hourly cap. */
  account?: string;
  /** The e-mail carrying `code`. */
  mail(code: string, validMinutes: number): MailMessage;
  /** Message of the 503 when the mail cannot be sent. */
  sendFailedMessage: string;
}

export interface SentOtpChallenge {
  resendAfterSeconds: number;
  expiresInSeconds: number;
}

/** The cooldown slot and hourly bucket of a requester (see sendOtpChallenge). */
function slotKeys(ctx: IdentityContext, input: SendOtpChallengeInput, address: string): SendSlotKeys {
  const { limits } = ctx;
  if (input.knownDevice) {
    const own = `${address}|device:${input.knownDevice}`;
    return { email: input.email, slot: own, bucket: own, maxPerHour: limits.knownDeviceSendsPerHour };
  }
  if (input.account) {
    return {
      email: input.email,
      slot: `${address}|account:${input.account}`,
      bucket: `account:${input.account}`,
      maxPerHour: limits.universitySendsPerAccountPerHour,
    };
  }
  return {
    email: input.email,
    slot: `${address}|ip:${input.ip}`,
    bucket: address,
    maxPerHour: limits.sendsPerAddressPerHour,
  };
}

/**
 * Sends a fresh code. Who may ask how often depends on who asks, so that nobody can use up someone
 * else's right to a code:
 * - a **known device** (the browser carries a valid device cookie for this address: it signed in to it
 *   before) counts only in its own bucket — a 30 s cooldown and `knownDeviceSendsPerHour` for that
 *   address and device — which nobody else can fill; the shared caps below do not apply to it;
 * - a **signed-in account** (university codes) has a 30 s cooldown per mailbox and
 *   `universitySendsPerAccountPerHour` over all mailboxes, plus the per-IP caps below;
 * - any **other browser** (sign-in from a new browser) passes a generous per-IP hourly cap (a campus
 *   shares a few addresses; larger inside the campus ranges), a strict cap per address from this IP, a
 *   30 s cooldown per address and IP, and the address's hourly cap from all IPs (others can fill that
 *   one: the known device is the owner's way past it).
 * Then a hashed challenge and the e-mail. If the mail cannot be sent nothing usable is left behind:
 * the new challenge is void, the cooldown and the counted sends are given back. Codes already sent
 * stay valid until they expire: a send only voids codes beyond the newest `otpLiveCodes` of the same
 * origin (known device / others), so other people's sends never void a known device's code.
 */
export async function sendOtpChallenge(
  ctx: IdentityContext,
  input: SendOtpChallengeInput,
): Promise<SentOtpChallenge> {
  const { limits, models } = ctx;
  const limiter = rateLimiter(ctx);
  const address = input.slotKey ?? input.email;
  const ipBucket = `otp-send:ip:${input.ip}`;
  // Keyed like the slots: a university mailbox's plus-tag spellings share one address + IP count.
  const addressIpBucket = `otp-send:address-ip:${address}|${input.ip}`;
  const tooManyCodes = AUTH_MESSAGES.tooManyCodes;
  const sharedCaps = !input.knownDevice;

  if (sharedCaps) {
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
  }
  const slot = await acquireSendSlot(ctx, slotKeys(ctx, input, address));

  const counted: string[] = [];
  let challengeId: string | undefined;
  try {
    if (sharedCaps)
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
      deviceId: input.knownDevice ?? null,
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

  await keepNewestLiveCodes(ctx, {
    purpose: input.purpose,
    subject: input.subject,
    fromKnownDevice: !!input.knownDevice,
  });
  return { resendAfterSeconds: limits.resendCooldownSeconds, expiresInSeconds: limits.otpTtlSeconds };
}
