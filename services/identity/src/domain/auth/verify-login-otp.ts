import type { LoginResponse } from '@campusloop/contracts';
import type { IdentityContext } from '../identity-context';
import { verifyOtpChallenge } from '../otp/verify-otp-challenge';
import { startSession, type SessionTokens } from '../tokens/session-tokens';
import { findOrCreateUser } from '../users/find-or-create-user';
import { isProfileComplete } from '../users/profile-complete';

export type LoginResult = LoginResponse & { session: SessionTokens };

/**
 * Checks the sign-in code, creates the account on first sign-in, and starts a session (the router
 * then makes the browser a known device of the address).
 */
export async function verifyLoginOtp(
  ctx: IdentityContext,
  input: { email: string; otp: string; ip: string; knownDevice?: string | undefined },
): Promise<LoginResult> {
  await verifyOtpChallenge(ctx, {
    purpose: 'LOGIN',
    subject: input.email,
    code: input.otp,
    ip: input.ip,
    ...(input.knownDevice ? { knownDevice: input.knownDevice } : {}),
  });
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
