import { z } from 'zod';
import { PUBLIC_ID_PATTERN } from '../ids';
import { otpSchema, tokenPairSchema } from './auth';
import { UNIVERSITY_MESSAGES } from './messages';
import { universityEmailSchema } from './profile';
import { userSchema } from './user';

const selectedUniversitySchema = z
  .string({ error: UNIVERSITY_MESSAGES.universityRequired })
  .trim()
  .min(1, UNIVERSITY_MESSAGES.universityRequired)
  .regex(PUBLIC_ID_PATTERN, UNIVERSITY_MESSAGES.universityRequired);

/** POST /users/me/university-email/request-otp. */
export const requestUniversityOtpRequestSchema = z.strictObject({
  universityEmail: universityEmailSchema,
  universityId: selectedUniversitySchema,
});
export type RequestUniversityOtpRequest = z.input<typeof requestUniversityOtpRequestSchema>;

export const requestUniversityOtpResponseSchema = z.strictObject({
  message: z.literal('OTP sent'),
  resendAfterSeconds: z.number().int().positive(),
  expiresInSeconds: z.number().int().positive(),
});
export type RequestUniversityOtpResponse = z.infer<typeof requestUniversityOtpResponseSchema>;

/** POST /users/me/university-email/verify-otp. */
export const verifyUniversityOtpRequestSchema = z.strictObject({
  universityEmail: universityEmailSchema,
  universityId: selectedUniversitySchema,
  otp: otpSchema(UNIVERSITY_MESSAGES.otpIncomplete),
});
export type VerifyUniversityOtpRequest = z.input<typeof verifyUniversityOtpRequestSchema>;

/** Fresh tokens (new claims: universityVerified, universityId) and the updated user. */
export const verifyUniversityOtpResponseSchema = tokenPairSchema.extend({ user: userSchema });
export type VerifyUniversityOtpResponse = z.infer<typeof verifyUniversityOtpResponseSchema>;
