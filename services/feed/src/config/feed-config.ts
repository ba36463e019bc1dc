import { z } from 'zod';
import {
  eventSubscribersEnvSchema,
  loadConfig,
  toVerticalServiceConfig,
  verticalServiceEnvSchema,
  type VerticalServiceConfig,
} from '@campusloop/service-kit';

export const FEED_DB_NAME = 'campusloop_feed';

export const feedEnvSchema = verticalServiceEnvSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3103),
  /** `{"post.commented":["http://127.0.0.1:3108/internal/events"]}`: event type → subscriber URLs. */
  FEED_EVENT_SUBSCRIBERS: eventSubscribersEnvSchema,
  /** The communities service (its `/internal/communities/access`); unset: no community feed opens. */
  COMMUNITIES_URL: z.url({ protocol: /^https?$/ }).optional(),
  COMMUNITIES_TIMEOUT_MS: z.coerce.number().int().positive().default(3_000),
});

export interface FeedConfig extends VerticalServiceConfig {
  /** null: community feeds answer 404 (fail closed) until a communities service is configured. */
  communitiesUrl: string | null;
  communitiesTimeoutMs: number;
}

/** Reads and validates the feed's environment (every problem listed at once). */
export function loadFeedConfig(env: Record<string, string | undefined> = process.env): FeedConfig {
  const parsed = loadConfig(feedEnvSchema, env);
  return {
    ...toVerticalServiceConfig(parsed, parsed.FEED_EVENT_SUBSCRIBERS),
    communitiesUrl: parsed.COMMUNITIES_URL ?? null,
    communitiesTimeoutMs: parsed.COMMUNITIES_TIMEOUT_MS,
  };
}
