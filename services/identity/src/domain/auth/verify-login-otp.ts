import type { LoginResponse } from '@campusloop/contracts';
import type { IdentityContext } from '../identity-context';
import { verifyOtpChallenge } from '../otp/verify-otp-challenge';
import { startSession, type SessionTokens } from '../tokens/session-tokens';
import { findOrCreateUser } from '../users/find-or-create-user';
import { isProfileComplete } from '../users/profile-complete';

export type LoginResult = LoginResponse & { session: SessionTokens };

/** Checks the sign-in code, creates the account on first sign-in, and starts a session. */
export async function verifyLoginOtp(ctx: IdentityContext, input: { email: string; otp: string; ip: string }): Promise<LoginResult> {
  await verifyOtpChallenge(ctx, { purpose: 'LOGIN', subject: input.email, code: input.otp, ip: input.ip });
  const user = await findOrCreateUser(ctx, input.email);
  const session = await startSession(ctx, user);
  return {
    accessToken: session.accessToken,
    refreshToken: session.refreshToken,
    tokenType: 'Bearer',
    expiresIn: session.expiresIn,
    profileComplete: isProfileComplete(user),
    audience: user.audience,
    session,
  };
}
