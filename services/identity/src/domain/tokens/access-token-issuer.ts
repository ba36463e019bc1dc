import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import {
  ACCESS_TOKEN_ALGORITHM,
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  ACCESS_TOKEN_TYPE,
  type Clock,
} from '@campusloop/service-kit';
import type { UserRecord } from '../../data/user-model';
import { accessClaimsFor } from '../users/user-view';
import type { SigningKey } from './signing-key';

export interface AccessTokenIssuer {
  readonly ttlSeconds: number;
  /** A signed access JWT for the user's current state, tied to session `sessionId` (claim `sid`). */
  issue(user: UserRecord, sessionId: string): Promise<string>;
}

/** EdDSA access tokens: header typ at+jwt and kid; iss campusloop-identity, aud campusloop-api; ≤ 15 min. */
export function accessTokenIssuer(key: SigningKey, now: Clock, ttlSeconds: number): AccessTokenIssuer {
  if (ttlSeconds > 15 * 60) throw new Error('access tokens live at most 15 minutes');
  return {
    ttlSeconds,
    async issue(user, sessionId) {
      const { sub, ...claims } = accessClaimsFor(user);
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ ...claims, sid: sessionId })
        .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, typ: ACCESS_TOKEN_TYPE, kid: key.kid })
        .setSubject(sub)
        .setIssuer(ACCESS_TOKEN_ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .setJti(randomUUID())
        .sign(key.privateKey);
    },
  };
}
