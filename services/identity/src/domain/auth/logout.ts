import type { IdentityContext } from '../identity-context';
import { revokeSession, sessionOfRefreshToken } from '../tokens/session-tokens';

export interface LogoutInput {
  /** Refresh tokens the request carried (bearer and/or cookie). */
  refreshTokens: string[];
  /** Sessions named by a verified access token (`sid`). */
  sessionIds: string[];
}

/**
 * Ends the sessions the request identifies. Idempotent and quiet: the client clears its tokens
 * whatever happens (spec §4), so unknown or spent tokens are not an error.
 */
export async function logout(ctx: IdentityContext, input: LogoutInput): Promise<void> {
  const sessions = new Set(input.sessionIds);
  for (const token of input.refreshTokens) {
    const sessionId = await sessionOfRefreshToken(ctx, token);
    if (sessionId) sessions.add(sessionId);
  }
  for (const sessionId of sessions) await revokeSession(ctx, sessionId, 'LOGOUT');
}
