import { AUTH_MESSAGES } from '@campusloop/contracts';
import { AppError } from '@campusloop/service-kit';
import type { OtpChallengeRecord, OtpPurpose } from '../../data/otp-challenge-model';
import type { IdentityContext } from '../identity-context';
import { claimOnce } from '../rate/claim-once';
import { rateLimiter } from '../rate/rate-limiter';
import { HOUR_MS } from '../security-limits';
import { otpCodeMatches } from './otp-code';

export interface VerifyOtpChallengeInput {
  purpose: OtpPurpose;
  subject: string;
  code: string;
  /** Extra condition the challenge must meet (e.g. same university e-mail and university). */
  matches?(challenge: OtpChallengeRecord): boolean;
}

const DUMMY_HASH = 'x'.repeat(43);

/**
 * Checks a code against the subject's newest live challenge and consumes it. Every failure (no code,
 * expired, wrong, used up) answers the same 400 and counts toward the account's hourly failure cap
 * (429 beyond it).
 * Each check first claims one of the challenge's numbered attempts (1..otpMaxAttempts) and the right
 * code must then claim "consumed": both are unique inserts, so concurrent requests can neither check
 * a code more than the limit allows nor use it twice. The last allowed wrong guess voids the code.
 */
export async function verifyOtpChallenge(ctx: IdentityContext, input: VerifyOtpChallengeInput): Promise<OtpChallengeRecord> {
  const { otpChallenges } = ctx.models;
  const { otpMaxAttempts, otpFailuresPerAccountPerHour, otpTtlSeconds } = ctx.limits;
  const limiter = rateLimiter(ctx);
  const failureBucket = `otp-fail:${input.purpose}:${input.subject}`;
  await limiter.assertUnderCap({ bucket: failureBucket, max: otpFailuresPerAccountPerHour, windowMs: HOUR_MS, message: AUTH_MESSAGES.tooManyFailures });

  const fail = async (): Promise<never> => {
    await limiter.record(failureBucket, HOUR_MS);
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

  const keepMs = otpTtlSeconds * 1000 + HOUR_MS;
  let attempt = 0;
  for (let candidate = challenge.attempts + 1; candidate <= otpMaxAttempts && !attempt; candidate += 1) {
    if (await claimOnce(ctx, `otp:${challenge._id}:attempt:${candidate}`, keepMs)) attempt = candidate;
  }
  if (!attempt) return fail();
  await otpChallenges.updateOne({ _id: challenge._id }, { $max: { attempts: attempt } });

  if (!otpCodeMatches(ctx.otpPepper, challenge._id, input.code, challenge.codeHash)) {
    if (attempt === otpMaxAttempts) await otpChallenges.updateOne({ _id: challenge._id }, { $set: { voidedAt: now } });
    return fail();
  }
  if (!(await claimOnce(ctx, `otp:${challenge._id}:consumed`, keepMs))) return fail();
  await otpChallenges.updateOne({ _id: challenge._id }, { $set: { consumedAt: now } });
  return { ...challenge, attempts: attempt, consumedAt: now };
}
