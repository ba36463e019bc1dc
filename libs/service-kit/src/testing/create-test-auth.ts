import { generateKeyPairSync, randomUUID, type KeyObject } from 'node:crypto';
import { SignJWT, type JWK } from 'jose';
import {
  ACCESS_TOKEN_ALGORITHM,
  ACCESS_TOKEN_AUDIENCE,
  ACCESS_TOKEN_ISSUER,
  ACCESS_TOKEN_TYPE,
  type AccessClaims,
} from '../auth/access-claims';
import { createTokenVerifier, type TokenVerifier } from '../auth/token-verifier';
import { newId } from '../ids/new-id';

/** Claims of a complete, verified university student unless a test says otherwise. */
export function defaultAccessClaims(): AccessClaims {
  return {
    sub: newId(),
    audience: 'UNIVERSITY_STUDENT',
    universityId: 'uniTest0001',
    universityVerified: true,
    userType: 'VERIFIED',
    name: 'Test Student',
    avatarUrl: null,
    universityName: 'Test University',
    profileComplete: true,
  };
}

export interface MintOptions {
  /** Lifetime in seconds from now (negative = already expired). Default 900. */
  expiresInSeconds?: number;
  /** Header overrides, e.g. `{ typ: 'JWT' }` to test rejection. */
  header?: { typ?: string; kid?: string };
  issuer?: string;
  audience?: string;
}

export interface TestAuth {
  /** Verifies tokens minted here exactly like services verify identity's tokens. */
  verifier: TokenVerifier;
  /** The public key as a JWKS (serve it from a fake identity `/internal/jwks`). */
  jwks: { keys: JWK[] };
  privateKey: KeyObject;
  mintAccessToken(claims?: Partial<AccessClaims>, options?: MintOptions): Promise<string>;
  mintExpiredToken(claims?: Partial<AccessClaims>): Promise<string>;
  /** `Authorization` header value for a fresh token. */
  bearer(claims?: Partial<AccessClaims>): Promise<string>;
}

/** A throw-away Ed25519 key pair with identity's iss/aud/typ: tokens for tests, and their verifier. */
export function createTestAuth(): TestAuth {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const kid = randomUUID();
  const publicJwk: JWK = { ...(publicKey.export({ format: 'jwk' }) as JWK), kid, alg: ACCESS_TOKEN_ALGORITHM, use: 'sig' };

  const mintAccessToken = async (claims: Partial<AccessClaims> = {}, options: MintOptions = {}): Promise<string> => {
    const { sub, ...rest } = { ...defaultAccessClaims(), ...claims };
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT(rest)
      .setProtectedHeader({ alg: ACCESS_TOKEN_ALGORITHM, typ: ACCESS_TOKEN_TYPE, kid, ...options.header })
      .setSubject(sub)
      .setIssuer(options.issuer ?? ACCESS_TOKEN_ISSUER)
      .setAudience(options.audience ?? ACCESS_TOKEN_AUDIENCE)
      .setIssuedAt(now - Math.max(0, -(options.expiresInSeconds ?? 0)) - 1)
      .setExpirationTime(now + (options.expiresInSeconds ?? 900))
      .sign(privateKey);
  };

  return {
    verifier: createTokenVerifier({ keys: [publicJwk] }),
    jwks: { keys: [publicJwk] },
    privateKey,
    mintAccessToken,
    mintExpiredToken: (claims) => mintAccessToken(claims, { expiresInSeconds: -60 }),
    bearer: async (claims) => `Bearer ${await mintAccessToken(claims)}`,
  };
}
