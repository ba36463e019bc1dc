import { OTP_RESEND_COOLDOWN_SECONDS } from '@campusloop/contracts';

/** Every OTP, session and abuse limit of the service in one place (tests may tighten them). */
export interface SecurityLimits {
  otpTtlSeconds: number;
  /** Wrong codes (any attempt, in fact) before a code is void. */
  otpMaxAttempts: number;
  /** Failed verifications per account per hour before verification answers 429. */
  otpFailuresPerAccountPerHour: number;
  resendCooldownSeconds: number;
  sendsPerAddressPerHour: number;
  sendsPerIpPerHour: number;
  contactPerIpPerHour: number;
  accessTokenTtlSeconds: number;
  refreshFamilyTtlSeconds: number;
  /** How long a just-rotated refresh token still answers with the pair it was rotated to. */
  refreshReuseGraceSeconds: number;
}

export const DEFAULT_SECURITY_LIMITS: SecurityLimits = {
  otpTtlSeconds: 10 * 60,
  otpMaxAttempts: 5,
  otpFailuresPerAccountPerHour: 100,
  resendCooldownSeconds: OTP_RESEND_COOLDOWN_SECONDS,
  sendsPerAddressPerHour: 10,
  sendsPerIpPerHour: 30,
  contactPerIpPerHour: 5,
  accessTokenTtlSeconds: 15 * 60,
  refreshFamilyTtlSeconds: 30 * 24 * 60 * 60,
  refreshReuseGraceSeconds: 5,
};

export const HOUR_MS = 60 * 60 * 1000;
