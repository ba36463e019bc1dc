import { UNIVERSITY_MESSAGES, type VerifyUniversityOtpResponse } from '@campusloop/contracts';
import { AppError } from '@campusloop/service-kit';
import type { IdentityContext } from '../identity-context';
import { verifyOtpChallenge } from '../otp/verify-otp-challenge';
import { revokeSession, startSession, type SessionTokens } from '../tokens/session-tokens';
import { changeUserFacts } from '../users/change-user-facts';
import { loadUser } from '../users/get-me';
import { toUserView } from '../users/user-view';
import { universityForVerification } from './university-for-verification';
import { universityMailbox } from './university-mailbox';

export interface VerifyUniversityOtpInput {
  userId: string;
  /** The session the caller's access token belongs to: replaced by the new one. */
  sessionId: string | null;
  universityEmail: string;
  universityId: string;
  otp: string;
  /** The caller's IP (failed checks count per user + IP and per IP). */
  ip: string;
}

export type UniversityVerificationResult = VerifyUniversityOtpResponse & { session: SessionTokens };

/**
 * POST /users/me/university-email/verify-otp. On success the account is a verified student of that
 * university (audience UNIVERSITY_STUDENT; university and e-mail locked) and gets a fresh session
 * whose access token already carries the new claims, so campus access starts at once.
 * One mailbox verifies one account: after the code is accepted, the normalised mailbox
 * (`universityMailbox`: no plus tag, the university's registered domain) is claimed by a unique
 * insert; if another account holds it (or wins a concurrent attempt) the answer is 409, only now,
 * to someone who proved they read the mailbox.
 */
export async function verifyUniversityOtp(ctx: IdentityContext, input: VerifyUniversityOtpInput): Promise<UniversityVerificationResult> {
  const { users, verifiedUniversityEmails } = ctx.models;
  const user = await loadUser(ctx, input.userId);
  const university = await universityForVerification(ctx, user, input);
  await verifyOtpChallenge(ctx, {
    purpose: 'UNIVERSITY_EMAIL',
    subject: user._id,
    code: input.otp,
    ip: input.ip,
    matches: (challenge) => challenge.email === input.universityEmail && challenge.universityId === university._id,
  });

  const now = ctx.now();
  const mailbox = universityMailbox(input.universityEmail, university);
  try {
    await verifiedUniversityEmails.create({ _id: mailbox, email: input.universityEmail, userId: user._id, universityId: university._id, verifiedAt: now });
  } catch (error) {
    if ((error as { code?: number }).code !== 11000) throw error;
    const claimed = await verifiedUniversityEmails.findById(mailbox).lean();
    if (claimed?.userId !== user._id) throw AppError.conflict(UNIVERSITY_MESSAGES.alreadyVerifiedElsewhere);
  }

  const changes = {
    audience: 'UNIVERSITY_STUDENT' as const,
    universityId: university._id,
    universityName: university.name,
    universityEmail: input.universityEmail,
    universityVerified: true,
    universityEmailVerifiedAt: now,
    updatedAt: now,
  };
  // Under the user's lock, against the current record, so `user.updated` versions never repeat.
  const verified = await ctx.userLock.run(user._id, async () =>
    changeUserFacts(ctx, await loadUser(ctx, user._id), changes, (set) =>
      users.findOneAndUpdate({ _id: user._id, universityVerified: false }, { $set: set }, { returnDocument: 'after' }).lean(),
    ),
  );
  if (!verified) {
    // A concurrent verification of another address won: do not keep this address claimed.
    const current = await users.findById(user._id, { universityEmail: 1 }).lean();
    if (current?.universityEmail !== input.universityEmail) {
      await verifiedUniversityEmails.deleteOne({ _id: mailbox, userId: user._id });
    }
    throw AppError.conflict(UNIVERSITY_MESSAGES.alreadyVerified);
  }

  const session = await startSession(ctx, verified);
  if (input.sessionId) await revokeSession(ctx, input.sessionId, 'SUPERSEDED');
  return {
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    tokenType: 'Bearer',
    expiresIn: session.expiresIn,
    user: toUserView(verified),
    session,
  };
}
