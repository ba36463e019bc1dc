import { z } from 'zod';
import { defineVerticalConfig, serviceUrlEnv, type VerticalServiceConfig } from '@campusloop/service-kit';

export const FEED_DB_NAME = 'campusloop_feed';

const feedConfig = defineVerticalConfig({
  port: 3103,
  /** `{"post.commented":["http://127.0.0.1:3108/internal/events"]}`: event type → subscriber URLs. */
  subscribersKey: 'FEED_EVENT_SUBSCRIBERS',
  env: {
    /** The communities service (its `/internal/communities/access`); unset: no community feed opens. */
    COMMUNITIES_URL: serviceUrlEnv().optional(),
    COMMUNITIES_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
  },
  own: (parsed) => ({
    communitiesUrl: parsed.COMMUNITIES_URL ?? null,
    communitiesTimeoutMs: parsed.COMMUNITIES_TIMEOUT_MS,
  }),
});

export const feedEnvSchema = feedConfig.envSchema;

export interface FeedConfig extends VerticalServiceConfig {
  /** null: community feeds answer 404 (fail closed) until a communities service is configured. */
  communitiesUrl: string | null;
  communitiesTimeoutMs: number;
}

/** Reads and validates the feed's environment (every problem listed at once). */
export const loadFeedConfig: (env?: Record<string, string | undefined>) => FeedConfig = feedConfig.load;
