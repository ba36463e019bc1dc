import { trusted } from '@campusloop/service-kit';
import type { OtpPurpose } from '../../data/otp-challenge-model';
import type { IdentityContext } from '../identity-context';

interface SubjectCodes {
  purpose: OtpPurpose;
  subject: string;
}

/** Not used, not void, not expired. */
function live(ctx: IdentityContext, { purpose, subject }: SubjectCodes) {
  return { purpose, subject, consumedAt: null, voidedAt: null, expiresAt: trusted({ $gt: ctx.now() }) };
}

/**
 * The subject's live codes a request may check, newest first: those no known device asked for, and
 * those `knownDevice` (the request's valid device cookie) asked for — never another device's.
 */
export function checkableCodes(
  ctx: IdentityContext,
  codes: SubjectCodes & { knownDevice?: string | undefined },
) {
  const deviceId = codes.knownDevice ? trusted({ $in: [null, codes.knownDevice] }) : null;
  return ctx.models.otpChallenges
    .find({ ...live(ctx, codes), deviceId })
    .sort({ createdAt: -1 })
    .limit(4 * ctx.limits.otpLiveCodes)
    .lean();
}

/**
 * After a send: voids the subject's codes beyond the newest `otpLiveCodes` of the new code's origin
 * (asked by a known device, or not). Codes sent earlier keep working until they expire, and sends by
 * others (who have no device cookie for the address) can never push out a known device's code.
 */
export async function keepNewestLiveCodes(
  ctx: IdentityContext,
  codes: SubjectCodes & { fromKnownDevice: boolean },
): Promise<void> {
  const origin = codes.fromKnownDevice ? trusted({ $ne: null }) : null;
  const older = await ctx.models.otpChallenges
    .find({ ...live(ctx, codes), deviceId: origin }, { _id: 1 })
    .sort({ createdAt: -1 })
    .skip(ctx.limits.otpLiveCodes)
    .lean();
  if (older.length) {
    await ctx.models.otpChallenges.updateMany(
      { _id: trusted({ $in: older.map((code) => code._id) }) },
      { $set: { voidedAt: ctx.now() } },
    );
  }
}

/** After a successful check: every other live code of the subject is void (all origins). */
export async function burnLiveCodes(ctx: IdentityContext, codes: SubjectCodes): Promise<void> {
  await ctx.models.otpChallenges.updateMany(
    { purpose: codes.purpose, subject: codes.subject, consumedAt: null, voidedAt: null },
    { $set: { voidedAt: ctx.now() } },
  );
}
