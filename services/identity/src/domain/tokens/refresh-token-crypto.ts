import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url (43 characters, 256 bits). */
export function generateRefreshToken(): string {
  return randomBytes(32).toString('base64url');
}

export const REFRESH_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** What the database keeps instead of the token (the token has 256 bits: a fast hash is enough). */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

function keyFromToken(token: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(token, 'base64url'), 'campusloop-refresh-grace', 'successor-pair', 32));
}

/**
 * Encrypts `payload` with a key derived from `token` itself (HKDF + AES-256-GCM): only a holder of
 * the token can read it back; the database alone cannot.
 */
export function sealWithToken(token: string, payload: unknown): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFromToken(token), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(payload), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function openWithToken<T>(token: string, sealed: string): T {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', keyFromToken(token), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  const plain = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  return JSON.parse(plain) as T;
}
