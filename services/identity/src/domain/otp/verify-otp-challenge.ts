import { AUTH_MESSAGES } from '@campusloop/contracts';
import { AppError } from '@campusloop/service-kit';
import type { OtpChallengeRecord, OtpPurpose } from '../../data/otp-challenge-model';
import type { IdentityContext } from '../identity-context';
import { claimOnce } from '../rate/claim-once';
import { perIpCap } from '../rate/per-ip-cap';
import { rateLimiter } from '../rate/rate-limiter';
import { HOUR_MS } from '../security-limits';
import { otpCodeMatches } from './otp-code';

export interface VerifyOtpChallengeInput {
  purpose: OtpPurpose;
  subject: string;
  code: string;
  /** The caller's IP: failures count per subject + IP and per IP, never per subject alone. */
  ip: string;
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
 * Checks a code against the subject's newest live challenge and consumes it. Every failure (no code,
 * expired, wrong, used up) answers the same 400 and counts toward two caps, 429 beyond them: this
 * subject from this IP per hour (an abuser slows themselves, not the owner, who signs in from their
 * own address), and this IP over all subjects in a short window (guessing across accounts, many
 * addresses failing from one IP; larger inside the campus ranges).
 * Each check claims one of the challenge's numbered attempts for this IP (1..otpMaxAttempts) and one
 * of its attempts overall (1..otpMaxAttemptsPerCode; the last wrong one voids the code), and the
 * right code must then claim "consumed": all unique inserts, so concurrent requests can neither check
 * a code more than the limits allow nor use it twice. Wrong guesses from another IP therefore cannot
 * void the owner's code unless they come from several IPs.
 */
export async function verifyOtpChallenge(ctx: IdentityContext, input: VerifyOtpChallengeInput): Promise<OtpChallengeRecord> {
  const { otpChallenges } = ctx.models;
  const { limits } = ctx;
  const limiter = rateLimiter(ctx);
  const subjectIpBucket = `otp-fail:${input.purpose}:${input.subject}|${input.ip}`;
  const ipBucket = `otp-fail:ip:${input.ip}`;
  const burstWindowMs = limits.otpFailureBurstWindowSeconds * 1000;
  const message = AUTH_MESSAGES.tooManyFailures;
  await limiter.assertUnderCap({ bucket: subjectIpBucket, max: limits.otpFailuresPerAddressPerIpPerHour, windowMs: HOUR_MS, message });
  await limiter.assertUnderCap({
    bucket: ipBucket,
    max: perIpCap(limits, limits.otpFailuresPerIpPerBurstWindow, input.ip),
    windowMs: burstWindowMs,
    message,
  });

  const fail = async (): Promise<never> => {
    await Promise.all([limiter.record(subjectIpBucket, HOUR_MS), limiter.record(ipBucket, burstWindowMs)]);
    throw AppError.badRequest(AUTH_MESSAGES.invalidOtp);
  };

  const now = ctx.now();
  const challenge = await otpChallenges
    .findOne({ purpose: input.purpose, subject: input.subject, consumedAt: null, voidedAt: null })
    .sort({ createdAt: -1 })
    .lean();
  if (!challenge || challenge.expiresAt <= now || (input.matches && !input.matches(challenge))) {
    otpCodeMatches(ctx.otpPepper, 'none', input.code, DUMMY_HASH); // the same work as a real check
    return fail();
  }

  const keepMs = limits.otpTtlSeconds * 1000 + HOUR_MS;
  const fromThisIp = await claimFirstFree(ctx, (n) => `otp:${challenge._id}:attempt:${input.ip}:${n}`, 1, limits.otpMaxAttempts, keepMs);
  if (!fromThisIp) return fail();
  const attempt = await claimFirstFree(ctx, (n) => `otp:${challenge._id}:attempt:${n}`, challenge.attempts + 1, limits.otpMaxAttemptsPerCode, keepMs);
  if (!attempt) return fail();
  await otpChallenges.updateOne({ _id: challenge._id }, { $max: { attempts: attempt } });

  if (!otpCodeMatches(ctx.otpPepper, challenge._id, input.code, challenge.codeHash)) {
    if (attempt === limits.otpMaxAttemptsPerCode) await otpChallenges.updateOne({ _id: challenge._id }, { $set: { voidedAt: now } });
    return fail();
  }
  if (!(await claimOnce(ctx, `otp:${challenge._id}:consumed`, keepMs))) return fail();
  await otpChallenges.updateOne({ _id: challenge._id }, { $set: { consumedAt: now } });
  return { ...challenge, attempts: attempt, consumedAt: now };
}
