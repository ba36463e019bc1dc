import { AUTH_MESSAGES } from '@campusloop/contracts';
import { AppError } from '@campusloop/service-kit';
import type { OtpChallengeRecord, OtpPurpose } from '../../data/otp-challenge-model';
import type { IdentityContext } from '../identity-context';
import { claimOnce } from '../rate/claim-once';
import { perIpCap } from '../rate/per-ip-cap';
import { rateLimiter } from '../rate/rate-limiter';
import { HOUR_MS } from '../security-limits';
import { burnLiveCodes, checkableCodes } from './live-codes';
import { otpCodeMatches } from './otp-code';

export interface VerifyOtpChallengeInput {
  purpose: OtpPurpose;
  subject: string;
  code: string;
  /** The caller's IP: failures count per subject + IP and per IP, never per subject alone. */
  ip: string;
  /** LOGIN: the device id of a valid device cookie for this address; failures then count for that device alone. */
  knownDevice?: string;
  /** Extra condition the challenge must meet (e.g. same university e-mail and university). */
  matches?(challenge: OtpChallengeRecord): boolean;
}

const DUMMY_HASH = 'x'.repeat(43);

/** The first of `from..to` whose claim `key(n)` this caller wins, or 0 when all are taken. */
async function claimFirstFree(ctx: IdentityContext, key: (n: number) => string, from: number, to: number, keepMs: number): Promise<number> {
  for (let candidate = from; candidate <= to; candidate += 1) {
    if (await claimOnce(ctx, key(candidate), keepMs)) return candidate;
  }
  return 0;
}

/**
 * Checks a code against the subject's live codes (a few may be live: a later send does not void an
 * earlier one) and consumes the one it matches; a success voids all the others. Every failure (no
 * code, expired, wrong, used up) answers the same 400 and counts toward two caps, 429 beyond them:
 * this subject from this IP per hour (an abuser slows themselves, not the owner, who signs in from
 * their own address), and this IP over all subjects in a short window (guessing across accounts, many
 * addresses failing from one IP; larger inside the campus ranges). A request with a valid device
 * cookie for the address counts its failures for that device instead, which nobody else can fill.
 * Codes a known device asked for are checked only for requests carrying that device's cookie.
 * Each check claims, on every live code it is compared with, one of its numbered attempts for this IP
 * (1..otpMaxAttempts) and one of its attempts overall (1..otpMaxAttemptsPerCode; the last wrong one
 * voids the code), and the right code must then claim "consumed": all unique inserts, so concurrent
 * requests can neither check a code more than the limits allow nor use it twice. Wrong guesses from
 * another IP therefore cannot void the owner's code unless they come from several IPs, and never a
 * code the owner's known device asked for.
 */
export async function verifyOtpChallenge(ctx: IdentityContext, input: VerifyOtpChallengeInput): Promise<OtpChallengeRecord> {
  const { otpChallenges } = ctx.models;
  const { limits } = ctx;
  const limiter = rateLimiter(ctx);
  const requester = input.knownDevice ? `device:${input.knownDevice}` : input.ip;
  const subjectBucket = `otp-fail:${input.purpose}:${input.subject}|${requester}`;
  const ipBucket = input.knownDevice ? undefined : `otp-fail:ip:${input.ip}`;
  const burstWindowMs = limits.otpFailureBurstWindowSeconds * 1000;
  const message = AUTH_MESSAGES.tooManyFailures;
  await limiter.assertUnderCap({ bucket: subjectBucket, max: limits.otpFailuresPerAddressPerIpPerHour, windowMs: HOUR_MS, message });
  if (ipBucket) {
    await limiter.assertUnderCap({
      bucket: ipBucket,
      max: perIpCap(limits, limits.otpFailuresPerIpPerBurstWindow, input.ip),
      windowMs: burstWindowMs,
      message,
    });
  }

  const fail = async (): Promise<never> => {
    await Promise.all([limiter.record(subjectBucket, HOUR_MS), ipBucket ? limiter.record(ipBucket, burstWindowMs) : undefined]);
    throw AppError.badRequest(AUTH_MESSAGES.invalidOtp);
  };

  const now = ctx.now();
  const candidates = (await checkableCodes(ctx, input)).filter((challenge) => !input.matches || input.matches(challenge));
  if (!candidates.length) {
    otpCodeMatches(ctx.otpPepper, 'none', input.code, DUMMY_HASH); // the same work as a real check
    return fail();
  }

  const keepMs = limits.otpTtlSeconds * 1000 + HOUR_MS;
  for (const challenge of candidates) {
    const fromThisIp = await claimFirstFree(ctx, (n) => `otp:${challenge._id}:attempt:${input.ip}:${n}`, 1, limits.otpMaxAttempts, keepMs);
    if (!fromThisIp) continue;
    const attempt = await claimFirstFree(ctx, (n) => `otp:${challenge._id}:attempt:${n}`, challenge.attempts + 1, limits.otpMaxAttemptsPerCode, keepMs);
    if (!attempt) continue;
    await otpChallenges.updateOne({ _id: challenge._id }, { $max: { attempts: attempt } });

    if (!otpCodeMatches(ctx.otpPepper, challenge._id, input.code, challenge.codeHash)) {
      if (attempt === limits.otpMaxAttemptsPerCode) await otpChallenges.updateOne({ _id: challenge._id }, { $set: { voidedAt: now } });
      continue;
    }
    if (!(await claimOnce(ctx, `otp:${challenge._id}:consumed`, keepMs))) return fail();
    await otpChallenges.updateOne({ _id: challenge._id }, { $set: { consumedAt: now } });
    await burnLiveCodes(ctx, input);
    return { ...challenge, attempts: attempt, consumedAt: now };
  }
  return fail();
}
