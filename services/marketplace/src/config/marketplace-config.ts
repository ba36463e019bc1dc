import { defineVerticalConfig, type VerticalServiceConfig } from '@campusloop/service-kit';

export const MARKETPLACE_DB_NAME = 'campusloop_marketplace';

const marketplaceConfig = defineVerticalConfig({
  // The dev stack's port for marketplace (tools/verticals/verticals.json); the gateway finds it via MARKETPLACE_URL.
  port: 3106,
  /** `{"marketplace.item.created":["http://127.0.0.1:3108/internal/events"]}`: event type → subscriber URLs. */
  subscribersKey: 'MARKETPLACE_EVENT_SUBSCRIBERS',
});

export const marketplaceEnvSchema = marketplaceConfig.envSchema;
export type MarketplaceConfig = VerticalServiceConfig;
/** Reads and validates the marketplace service's environment (every problem listed at once). */
export const loadMarketplaceConfig: (env?: Record<string, string | undefined>) => MarketplaceConfig =
  marketplaceConfig.load;
