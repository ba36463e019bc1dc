import { z } from 'zod';
import { REFERRAL_CODE_LENGTH } from '../constants';
import { REFERRAL_CODE_MESSAGES, REFERRAL_CODE_PATTERN } from './referral-code-format';

/** A referral code as the apply form and the service check it (the same rule on both sides). */
export const referralCodeSchema = z
  .string({ error: REFERRAL_CODE_MESSAGES.required })
  .min(1, REFERRAL_CODE_MESSAGES.required)
  .length(REFERRAL_CODE_LENGTH, REFERRAL_CODE_MESSAGES.length)
  .regex(REFERRAL_CODE_PATTERN, REFERRAL_CODE_MESSAGES.characters);
