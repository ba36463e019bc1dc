import { z } from 'zod';
import { defineVerticalConfig, type VerticalServiceConfig } from '@campusloop/service-kit';

export const REFERRALS_DB_NAME = 'campusloop_referrals';

const positiveInt = z.coerce.number().int().positive();

const referralsConfig = defineVerticalConfig({
  // The dev stack's port for referrals (tools/verticals/verticals.json); the gateway finds it via REFERRALS_URL.
  port: 3109,
  /** Referrals publishes no events; kept so the dev stack's derived variable is understood. */
  subscribersKey: 'REFERRALS_EVENT_SUBSCRIBERS',
  env: {
    /** Apply attempts per user per window (code guessing). */
    REFERRAL_APPLY_ATTEMPTS_PER_HOUR: positiveInt.default(10),
    /** How long identity may take to record an applied code. */
    IDENTITY_TIMEOUT_MS: positiveInt.default(5_000),
  },
  own: (parsed) => ({
    applyAttemptsPerHour: parsed.REFERRAL_APPLY_ATTEMPTS_PER_HOUR,
    identityTimeoutMs: parsed.IDENTITY_TIMEOUT_MS,
  }),
});

export const referralsEnvSchema = referralsConfig.envSchema;

export interface ReferralsConfig extends VerticalServiceConfig {
  applyAttemptsPerHour: number;
  identityTimeoutMs: number;
}

/** Reads and validates the referrals service's environment (every problem listed at once). */
export const loadReferralsConfig: (env?: Record<string, string | undefined>) => ReferralsConfig = referralsConfig.load;
