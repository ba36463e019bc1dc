import { REFERRAL_CODE_LENGTH } from '../constants';

// Spec §9: a referral code is REFERRAL_CODE_LENGTH (10) characters, A-Z and 0-9. No zod here: the shell's
// public pages read a share link's code with normaliseReferralCodeInput, and importing the schema module
// (referral-code.ts) would put all of zod on the landing page (issue 30, 26 KiB of its JavaScript).
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const REFERRAL_CODE_PATTERN = /^[A-Z0-9]+$/;

/** Spec §5, word for word. */
export const REFERRAL_CODE_MESSAGES = {
  required: 'Referral code is required',
  length: 'Referral code must be exactly 10 characters',
  characters: 'Referral code can only contain uppercase letters and numbers',
} as const;

/** Spec §2: the hint under the apply form. */
export const REFERRAL_CODE_FORMAT_HINT = 'Format: ABCDE12345 (10 characters, letters and numbers)';

/**
 * What the apply input keeps of what is typed or pasted (spec §5): upper-cased, every other
 * character stripped, at most 10.
 */
export function normaliseReferralCodeInput(value: string): string {
  return value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, REFERRAL_CODE_LENGTH);
}
