import { z } from 'zod';
import { REFERRAL_CODE_LENGTH } from '../constants';

// Spec §9: a referral code is REFERRAL_CODE_LENGTH (10) characters, A-Z and 0-9.
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

/** A referral code as the apply form and the service check it (the same rule on both sides). */
export const referralCodeSchema = z
  .string({ error: REFERRAL_CODE_MESSAGES.required })
  .min(1, REFERRAL_CODE_MESSAGES.required)
  .length(REFERRAL_CODE_LENGTH, REFERRAL_CODE_MESSAGES.length)
  .regex(REFERRAL_CODE_PATTERN, REFERRAL_CODE_MESSAGES.characters);

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
