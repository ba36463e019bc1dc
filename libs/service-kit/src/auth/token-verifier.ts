import { createLocalJWKSet, createRemoteJWKSet, customFetch, errors, jwtVerify, type JWK, type JWTVerifyGetKey } from 'jose';
import type { KeyObject } from 'node:crypto';
import { AppError } from '../errors/app-error';
import {
  ACCESS_TOKEN_ALGORITHM,
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  ACCESS_TOKEN_TYPE,
  accessClaimsSchema,
  claimsToUser,
  type AuthUser,
} from './access-claims';

export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.';

export type VerificationKey = CryptoKey | KeyObject;

export interface TokenVerifierOptions {
  /** Identity's `GET /internal/jwks` (keys fetched on demand, refreshed on unknown `kid`). */
  jwksUrl?: string;
  /** Fixed public keys instead of a JWKS URL (tests, or keys given by config). */
  keys?: JWK[] | VerificationKey;
  issuer?: string;
  audience?: string;
  /** Fetches the JWKS (service-kit `ServiceAuth.fetch`: identity's `/internal/jwks` wants a service token). */
  fetch?: typeof fetch;
}

export interface TokenVerifier {
  /** Resolves to the caller, or rejects with a 401 AppError. */
  verify(token: string): Promise<AuthUser>;
}

function keySource(options: TokenVerifierOptions): JWTVerifyGetKey | VerificationKey {
  if (options.jwksUrl) {
    return createRemoteJWKSet(new URL(options.jwksUrl), {
      timeoutDuration: 5_000,
      cooldownDuration: 30_000,
      cacheMaxAge: 10 * 60_000,
      ...(options.fetch ? { [customFetch]: options.fetch } : {}),
    });
  }
  if (Array.isArray(options.keys)) return createLocalJWKSet({ keys: options.keys });
  if (options.keys) return options.keys;
  throw new Error('createTokenVerifier needs jwksUrl or keys');
}

/**
 * Verifies access tokens: EdDSA only (no `none`, no HMAC confusion), header typ `at+jwt`, issuer,
 * audience and expiry with 5 s clock tolerance, then the claim shape. Any failure is a 401.
 */
export function createTokenVerifier(options: TokenVerifierOptions): TokenVerifier {
  const key = keySource(options);
  const verifyOptions = {
    algorithms: [ACCESS_TOKEN_ALGORITHM],
    issuer: options.issuer ?? ACCESS_TOKEN_ISSUER,
    audience: options.audience ?? ACCESS_TOKEN_AUDIENCE,
    typ: ACCESS_TOKEN_TYPE,
    clockTolerance: 5,
    requiredClaims: ['exp', 'sub'],
  };
  return {
    async verify(token) {
      try {
        const { payload } =
          typeof key === 'function' ? await jwtVerify(token, key, verifyOptions) : await jwtVerify(token, key, verifyOptions);
        const claims = accessClaimsSchema.safeParse(payload);
        if (!claims.success) throw AppError.unauthorized(SESSION_EXPIRED_MESSAGE);
        return claimsToUser(claims.data);
      } catch (error) {
        if (error instanceof AppError) throw error;
        // A JWKS that cannot be fetched is our outage, not the caller's bad token.
        if (error instanceof errors.JWKSTimeout || (error instanceof TypeError && options.jwksUrl)) {
          throw new AppError(503, 'SERVICE_UNAVAILABLE', undefined, { cause: error });
        }
        throw new AppError(401, 'UNAUTHORIZED', SESSION_EXPIRED_MESSAGE, { cause: error });
      }
    },
  };
}
