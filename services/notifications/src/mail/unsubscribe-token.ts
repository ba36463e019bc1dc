import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long the link in a mail keeps working (mail is read late; a forged or older link changes nothing). */
export const UNSUBSCRIBE_TOKEN_TTL_MS = 60 * 24 * 60 * 60 * 1000;

/** At most this long: anything longer is not one of ours (the contract refuses it before any work). */
export const UNSUBSCRIBE_TOKEN_MAX_LENGTH = 200;

const PURPOSE = 'campusloop-notifications-unsubscribe-v1';

const signature = (secret: string, userId: string, expiresAt: number) =>
  createHmac('sha256', secret).update(`${PURPOSE}\n${userId}\n${expiresAt}`).digest('base64url');

/**
 * `<userId base64url>.<expiry, epoch seconds>.<HMAC-SHA256>`: who may turn their e-mail off without
 * signing in, until when. The secret is the installation's (UNSUBSCRIBE_SECRET, or generated into
 * DATA_DIR outside production), so the link works on every instance and no one can make one up.
 */
export function signUnsubscribeToken(
  secret: string,
  userId: string,
  now: Date,
  ttlMs = UNSUBSCRIBE_TOKEN_TTL_MS,
): string {
  const expiresAt = Math.floor((now.getTime() + ttlMs) / 1000);
  return `${Buffer.from(userId).toString('base64url')}.${expiresAt}.${signature(secret, userId, expiresAt)}`;
}

export type UnsubscribeTokenCheck =
  { ok: true; userId: string } | { ok: false; reason: 'invalid' | 'expired' };

/** The user a token speaks for, or why it speaks for no one (a bad signature: 'invalid'; past its expiry: 'expired'). */
export function verifyUnsubscribeToken(secret: string, token: string, now: Date): UnsubscribeTokenCheck {
  const match = /^([A-Za-z0-9_-]{1,100})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return { ok: false, reason: 'invalid' };
  const [, encodedUser = '', expiry = '', given = ''] = match;
  const userId = Buffer.from(encodedUser, 'base64url').toString('utf8');
  const expiresAt = Number(expiry);
  const expected = Buffer.from(signature(secret, userId, expiresAt));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual))
    return { ok: false, reason: 'invalid' };
  if (expiresAt * 1000 <= now.getTime()) return { ok: false, reason: 'expired' };
  return { ok: true, userId };
}
