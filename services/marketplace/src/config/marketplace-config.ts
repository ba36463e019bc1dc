import { z } from 'zod';
import {
  eventSubscribersEnvSchema,
  loadConfig,
  toVerticalServiceConfig,
  verticalServiceEnvSchema,
  type VerticalServiceConfig,
} from '@campusloop/service-kit';

export const MARKETPLACE_DB_NAME = 'campusloop_marketplace';

export const marketplaceEnvSchema = verticalServiceEnvSchema.extend({
  // The dev stack's port for marketplace (tools/verticals/verticals.json); the gateway finds it via MARKETPLACE_URL.
  PORT: z.coerce.number().int().min(0).max(65535).default(3106),
  /** `{"marketplace.item.created":["http://127.0.0.1:3108/internal/events"]}`: event type → subscriber URLs. */
  MARKETPLACE_EVENT_SUBSCRIBERS: eventSubscribersEnvSchema,
});

export type MarketplaceConfig = VerticalServiceConfig;

/** Reads and validates the marketplace service's environment (every problem listed at once). */
export function loadMarketplaceConfig(
  env: Record<string, string | undefined> = process.env,
): MarketplaceConfig {
  const parsed = loadConfig(marketplaceEnvSchema, env);
  return toVerticalServiceConfig(parsed, parsed.MARKETPLACE_EVENT_SUBSCRIBERS);
}
