import type { IdentityContext } from '../identity-context';
import { rotateRefreshToken, type SessionTokens } from '../tokens/session-tokens';

/** POST /auth/refresh-token: a new pair for a refresh token (see rotateRefreshToken for reuse rules). */
export async function refreshSession(ctx: IdentityContext, refreshToken: string): Promise<SessionTokens> {
  return rotateRefreshToken(ctx, refreshToken);
}
