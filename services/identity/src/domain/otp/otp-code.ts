import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_LENGTH } from '@campusloop/contracts';

/** Six digits from the CSPRNG, leading zeros kept. */
export function generateOtpCode(): string {
  return randomInt(0, 10 ** OTP_LENGTH).toString().padStart(OTP_LENGTH, '0');
}

/**
 * HMAC-SHA256 of the code bound to its challenge id, keyed by the server pepper: a database dump
 * alone cannot be brute-forced (10^6 codes), and a hash cannot be replayed on another challenge.
 */
export function hashOtpCode(pepper: string, challengeId: string, code: string): string {
  return createHmac('sha256', pepper).update(`${challengeId}:${code}`).digest('base64url');
}

export function otpCodeMatches(pepper: string, challengeId: string, code: string, storedHash: string): boolean {
  const actual = Buffer.from(hashOtpCode(pepper, challengeId, code));
  const expected = Buffer.from(storedHash);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
