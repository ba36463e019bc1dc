import { AUTH_MESSAGES } from '@campusloop/contracts';
import { AppError, trusted } from '@campusloop/service-kit';
import type { OtpChallengeRecord, OtpPurpose } from '../../data/otp-challenge-model';
import type { IdentityContext } from '../identity-context';
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
 * (429 beyond it). Each check first reserves one of the challenge's attempts atomically, so
 * concurrent guesses cannot exceed the limit; the last allowed wrong guess voids the code.
 */
export async function verifyOtpChallenge(ctx: IdentityContext, input: VerifyOtpChallengeInput): Promise<OtpChallengeRecord> {
  const { otpChallenges } = ctx.models;
  const limiter = rateLimiter(ctx);
  const failureBucket = `otp-fail:${input.purpose}:${input.subject}`;
  await limiter.assertUnderCap({
    bucket: failureBucket,
    max: ctx.limits.otpFailuresPerAccountPerHour,
    windowMs: HOUR_MS,
    message: AUTH_MESSAGES.tooManyFailures,
  });

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
    otpCodeMatches(ctx.otpPepper, 'none', input.code, DUMMY_HASH); // same work as a real check
    return fail();
  }

  const reserved = await otpChallenges
    .findOneAndUpdate(
      {
        _id: challenge._id,
        consumedAt: null,
        voidedAt: null,
        expiresAt: trusted({ $gt: now }),
        attempts: trusted({ $lt: ctx.limits.otpMaxAttempts }),
      },
      { $inc: { attempts: 1 } },
      { new: true },
    )
    .lean();
  if (!reserved) return fail();

  if (!otpCodeMatches(ctx.otpPepper, reserved._id, input.code, reserved.codeHash)) {
    if (reserved.attempts >= ctx.limits.otpMaxAttempts) {
      await otpChallenges.updateOne({ _id: reserved._id, voidedAt: null }, { $set: { voidedAt: now } });
    }
    return fail();
  }

  const consumed = await otpChallenges
    .findOneAndUpdate({ _id: reserved._id, consumedAt: null, voidedAt: null }, { $set: { consumedAt: now } }, { new: true })
    .lean();
  if (!consumed) return fail();
  return consumed;
}
