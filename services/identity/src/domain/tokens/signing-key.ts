import { createPrivateKey, createPublicKey, generateKeyPairSync, type JsonWebKey, type KeyObject } from 'node:crypto';
import path from 'node:path';
import { calculateJwkThumbprint, type JWK } from 'jose';
import { ACCESS_TOKEN_ALGORITHM, loadOrCreateFile, type Logger } from '@campusloop/service-kit';

/** The Ed25519 key identity signs access tokens with, and its public JWK (served at /internal/jwks). */
export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
  publicJwk: JWK;
}

export const SIGNING_KEY_FILE = 'identity-signing-key.json';

function assertEd25519PrivateJwk(jwk: unknown, source: string): asserts jwk is JWK & { d: string; x: string } {
  const candidate = jwk as Partial<JWK> | null;
  if (!candidate || candidate.kty !== 'OKP' || candidate.crv !== 'Ed25519' || typeof candidate.d !== 'string' || typeof candidate.x !== 'string') {
    throw new Error(`${source} must be a private Ed25519 JWK ({"kty":"OKP","crv":"Ed25519","x":...,"d":...})`);
  }
}

/** Builds the key from a private JWK; the kid is the JWK thumbprint unless the JWK names one. */
export async function signingKeyFromJwk(jwk: JWK, source = 'IDENTITY_SIGNING_KEY'): Promise<SigningKey> {
  assertEd25519PrivateJwk(jwk, source);
  const privateKey = createPrivateKey({ key: jwk as JsonWebKey, format: 'jwk' });
  const { kty, crv, x } = createPublicKey(privateKey).export({ format: 'jwk' }) as JWK;
  const bare: JWK = { kty, crv, x };
  const kid = jwk.kid ?? (await calculateJwkThumbprint(bare));
  return { kid, privateKey, publicJwk: { ...bare, kid, alg: ACCESS_TOKEN_ALGORITHM, use: 'sig' } };
}

/** A new random key (tests, and the first start without configuration). */
export async function generateSigningKey(): Promise<{ key: SigningKey; privateJwk: JWK }> {
  const { privateKey } = generateKeyPairSync('ed25519');
  const privateJwk = privateKey.export({ format: 'jwk' }) as JWK;
  return { key: await signingKeyFromJwk(privateJwk, 'generated key'), privateJwk };
}

export interface LoadSigningKeyOptions {
  /** IDENTITY_SIGNING_KEY: a private JWK as JSON. Wins when set. */
  configuredJwk?: string;
  /** DATA_DIR: where a generated key is kept so restarts keep sessions valid. */
  dataDir: string;
  logger: Logger;
}

/**
 * IDENTITY_SIGNING_KEY if given; else `<DATA_DIR>/identity-signing-key.json`, generated on the first
 * start (service-kit's loadOrCreateFile: mode 0600, two instances starting together end up with the
 * same key).
 */
export async function loadSigningKey({ configuredJwk, dataDir, logger }: LoadSigningKeyOptions): Promise<SigningKey> {
  if (configuredJwk) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(configuredJwk);
    } catch {
      throw new Error('IDENTITY_SIGNING_KEY is not valid JSON');
    }
    return signingKeyFromJwk(parsed as JWK);
  }
  return loadOrCreateFile({
    file: path.resolve(dataDir, SIGNING_KEY_FILE),
    create: async () => {
      const { key, privateJwk } = await generateSigningKey();
      return `${JSON.stringify({ ...privateJwk, kid: key.kid })}\n`;
    },
    parse: (content, file) => signingKeyFromJwk(JSON.parse(content) as JWK, file),
    what: 'access-token signing key',
    logger,
  });
}
