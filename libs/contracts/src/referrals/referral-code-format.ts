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

/**
 * Spec §5: what the apply form says before sending `code` (undefined: nothing wrong). The same checks in the
 * same order as referralCodeSchema (referral-code.ts), which the service validates with; referral-code.test.ts
 * holds the two to one answer.
 */
export function referralCodeProblem(code: string): string | undefined {
  if (code.length === 0) return REFERRAL_CODE_MESSAGES.required;
  if (code.length !== REFERRAL_CODE_LENGTH) return REFERRAL_CODE_MESSAGES.length;
  if (!REFERRAL_CODE_PATTERN.test(code)) return REFERRAL_CODE_MESSAGES.characters;
  return undefined;
}
