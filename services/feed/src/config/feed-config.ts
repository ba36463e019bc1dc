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
});

export type FeedConfig = VerticalServiceConfig;

/** Reads and validates the feed's environment (every problem listed at once). */
export function loadFeedConfig(env: Record<string, string | undefined> = process.env): FeedConfig {
  const parsed = loadConfig(feedEnvSchema, env);
  return toVerticalServiceConfig(parsed, parsed.FEED_EVENT_SUBSCRIBERS);
}
