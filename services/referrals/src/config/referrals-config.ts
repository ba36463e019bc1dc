import { z } from 'zod';
import {
  eventSubscribersEnvSchema,
  loadConfig,
  toVerticalServiceConfig,
  verticalServiceEnvSchema,
  type VerticalServiceConfig,
} from '@campusloop/service-kit';

export const REFERRALS_DB_NAME = 'campusloop_referrals';

const positiveInt = z.coerce.number().int().positive();

export const referralsEnvSchema = verticalServiceEnvSchema.extend({
  // The dev stack's port for referrals (tools/verticals/verticals.json); the gateway finds it via REFERRALS_URL.
  PORT: z.coerce.number().int().min(0).max(65535).default(3109),
  /** Referrals publishes no events; kept so the dev stack's derived variable is understood. */
  REFERRALS_EVENT_SUBSCRIBERS: eventSubscribersEnvSchema,
  /** Apply attempts per user per window (code guessing). */
  REFERRAL_APPLY_ATTEMPTS_PER_HOUR: positiveInt.default(10),
  /** How long identity may take to record an applied code. */
  IDENTITY_TIMEOUT_MS: positiveInt.default(5_000),
});

export interface ReferralsConfig extends VerticalServiceConfig {
  applyAttemptsPerHour: number;
  identityTimeoutMs: number;
}

/** Reads and validates the referrals service's environment (every problem listed at once). */
export function loadReferralsConfig(env: Record<string, string | undefined> = process.env): ReferralsConfig {
  const parsed = loadConfig(referralsEnvSchema, env);
  return {
    ...toVerticalServiceConfig(parsed, parsed.REFERRALS_EVENT_SUBSCRIBERS),
    applyAttemptsPerHour: parsed.REFERRAL_APPLY_ATTEMPTS_PER_HOUR,
    identityTimeoutMs: parsed.IDENTITY_TIMEOUT_MS,
  };
}
