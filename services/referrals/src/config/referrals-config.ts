import { z } from 'zod';
import {
  eventSubscribersEnvSchema,
  loadConfig,
  toVerticalServiceConfig,
  verticalServiceEnvSchema,
  type VerticalServiceConfig,
} from '@campusloop/service-kit';

export const REFERRALS_DB_NAME = 'campusloop_referrals';

export const referralsEnvSchema = verticalServiceEnvSchema.extend({
  // The dev stack's port for referrals (tools/verticals/verticals.json); the gateway finds it via REFERRALS_URL.
  PORT: z.coerce.number().int().min(0).max(65535).default(3109),
  /** `{"referrals.item.created":["http://127.0.0.1:3108/internal/events"]}`: event type → subscriber URLs. */
  REFERRALS_EVENT_SUBSCRIBERS: eventSubscribersEnvSchema,
});

export type ReferralsConfig = VerticalServiceConfig;

/** Reads and validates the referrals service's environment (every problem listed at once). */
export function loadReferralsConfig(env: Record<string, string | undefined> = process.env): ReferralsConfig {
  const parsed = loadConfig(referralsEnvSchema, env);
  return toVerticalServiceConfig(parsed, parsed.REFERRALS_EVENT_SUBSCRIBERS);
}
