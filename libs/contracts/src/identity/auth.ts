import { z } from 'zod';
import { OTP_LENGTH } from '../constants';
import { loginEmailSchema } from './email';
import { AUTH_MESSAGES } from './messages';
import { audienceSchema } from './user';

const OTP_PATTERN = new RegExp(`^\\d{${OTP_LENGTH}}$`);

/** Six digits, nothing else (spec §5). */
export function otpSchema(message: string = AUTH_MESSAGES.otpIncomplete) {
  return z.string({ error: message }).trim().regex(OTP_PATTERN, message);
}

/** POST /auth/request-otp — send and resend. */
export const requestOtpRequestSchema = z.strictObject({ email: loginEmailSchema });
export type RequestOtpRequest = z.input<typeof requestOtpRequestSchema>;

/** The one answer request-otp gives for every address (sign-up and sign-in are one flow). */
export const requestOtpResponseSchema = z.strictObject({
  message: z.literal(AUTH_MESSAGES.otpSent),
  /** Seconds until another code may be requested (spec §9: 30). */
  resendAfterSeconds: z.number().int().positive(),
  /** Seconds the code stays valid. */
  expiresInSeconds: z.number().int().positive(),
});
export type RequestOtpResponse = z.infer<typeof requestOtpResponseSchema>;

/** POST /auth/verify-otp. */
export const verifyOtpRequestSchema = z.strictObject({ email: loginEmailSchema, otp: otpSchema() });
export type VerifyOtpRequest = z.input<typeof verifyOtpRequestSchema>;

/** accessToken + refreshToken, as verify-otp, refresh-token and university verification return them. */
export const tokenPairSchema = z.strictObject({
  accessToken: z.string().min(1),
  refreshToken: z.string().min(43),
  tokenType: z.literal('Bearer'),
  /** Access token lifetime in seconds. */
  expiresIn: z.number().int().positive(),
});
export type TokenPair = z.infer<typeof tokenPairSchema>;

/** verify-otp: the token pair plus what the client needs to route (spec §2 "After login"). */
export const loginResponseSchema = tokenPairSchema.extend({
  profileComplete: z.boolean(),
  audience: audienceSchema.nullable(),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /auth/refresh-token answers a new pair. */
export const refreshResponseSchema = tokenPairSchema;
export type RefreshResponse = TokenPair;

/** Name of the HttpOnly cookie that also carries the refresh token (path /api/v1/auth). */
export const REFRESH_COOKIE_NAME = 'campusloop_refresh';
export const REFRESH_COOKIE_PATH = '/api/v1/auth';
