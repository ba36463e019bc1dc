import { OTP_RESEND_COOLDOWN_SECONDS } from '@campusloop/contracts';

/**
 * Every OTP, session and abuse limit of the service in one place (tests may tighten them). The
 * sign-in code limits are strict per address, generous per IP (a campus signs in from a handful of
 * NAT addresses), failures count per address + IP, and a browser that signed in to an address before
 * (its device cookie) has buckets of its own, so nobody can lock someone else out.
 */
export interface SecurityLimits {
  otpTtlSeconds: number;
  /** Checks of one code from one IP (right or wrong) before it stops answering that IP. */
  otpMaxAttempts: number;
  /** Checks of one code from all IPs together before it is void (bounds guessing from many IPs). */
  otpMaxAttemptsPerCode: number;
  /** Failed verifications of one address (or user, for university codes) from one IP per hour → 429 for that address from that IP. */
  otpFailuresPerAddressPerIpPerHour: number;
  /** Failed verifications from one IP, any addresses, per `otpFailureBurstWindowSeconds` → 429 for that IP (guessing across accounts). */
  otpFailuresPerIpPerBurstWindow: number;
  otpFailureBurstWindowSeconds: number;
  /** Between two codes of one requester (address + IP, address + known device, or account + mailbox). */
  resendCooldownSeconds: number;
  /** Codes sent to one address per hour from unknown browsers, any IP (others can fill it; a known device has its own). */
  sendsPerAddressPerHour: number;
  /** Codes one known device (a valid device cookie for the address) may ask for per hour: its own bucket. */
  knownDeviceSendsPerHour: number;
  /** How long a device cookie stays valid after the sign-in that issued it. */
  knownDeviceTtlSeconds: number;
  /** Live codes kept per subject and origin (known device / others); older ones are voided by a newer send. */
  otpLiveCodes: number;
  /** University codes one account may ask for per hour, any mailbox. */
  universitySendsPerAccountPerHour: number;
  /** Codes sent to one address from one IP per hour. */
  sendsPerAddressPerIpPerHour: number;
  /** Codes sent from one IP per hour, any addresses. */
  sendsPerIpPerHour: number;
  /** CIDR ranges of campus egress addresses: per-IP caps there are `campusNetworkFactor` times larger. */
  campusNetworks: readonly string[];
  campusNetworkFactor: number;
  contactPerIpPerHour: number;
  accessTokenTtlSeconds: number;
  refreshFamilyTtlSeconds: number;
  /** How long a just-rotated refresh token still answers with the pair it was rotated to. */
  refreshReuseGraceSeconds: number;
}

export const DEFAULT_SECURITY_LIMITS: SecurityLimits = {
  otpTtlSeconds: 10 * 60,
  otpMaxAttempts: 5,
  otpMaxAttemptsPerCode: 10,
  otpFailuresPerAddressPerIpPerHour: 10,
  otpFailuresPerIpPerBurstWindow: 30,
  otpFailureBurstWindowSeconds: 15 * 60,
  resendCooldownSeconds: OTP_RESEND_COOLDOWN_SECONDS,
  sendsPerAddressPerHour: 30,
  knownDeviceSendsPerHour: 10,
  knownDeviceTtlSeconds: 180 * 24 * 60 * 60,
  otpLiveCodes: 3,
  universitySendsPerAccountPerHour: 10,
  sendsPerAddressPerIpPerHour: 10,
  sendsPerIpPerHour: 1000,
  campusNetworks: [],
  campusNetworkFactor: 10,
  contactPerIpPerHour: 5,
  accessTokenTtlSeconds: 15 * 60,
  refreshFamilyTtlSeconds: 30 * 24 * 60 * 60,
  refreshReuseGraceSeconds: 5,
};

export const HOUR_MS = 60 * 60 * 1000;
