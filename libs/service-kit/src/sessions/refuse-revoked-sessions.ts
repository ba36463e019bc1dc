import { AppError } from '../errors/app-error';
import { SESSION_EXPIRED_MESSAGE, type TokenVerifier } from '../auth/token-verifier';
import type { SessionRevocations } from './create-session-revocations';

/**
 * A verifier that also refuses tokens of revoked sessions (claim `sid`): 401 "Session expired. Please
 * log in again." like any other dead token, so the web client tries its refresh, which fails too.
 */
export function refuseRevokedSessions(verifier: TokenVerifier, revocations: Pick<SessionRevocations, 'isRevoked'>): TokenVerifier {
  return {
    async verify(token) {
      const user = await verifier.verify(token);
      if (user.sid && (await revocations.isRevoked(user.sid))) throw AppError.unauthorized(SESSION_EXPIRED_MESSAGE);
      return user;
    },
  };
}
