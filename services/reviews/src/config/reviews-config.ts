import { z } from 'zod';
import {
  eventSubscribersEnvSchema,
  loadConfig,
  toVerticalServiceConfig,
  verticalServiceEnvSchema,
  type VerticalServiceConfig,
} from '@campusloop/service-kit';

export const REVIEWS_DB_NAME = 'campusloop_reviews';

export const reviewsEnvSchema = verticalServiceEnvSchema.extend({
  // The dev stack's port for reviews (tools/verticals/verticals.json); the gateway finds it via REVIEWS_URL.
  PORT: z.coerce.number().int().min(0).max(65535).default(3107),
  /** `{"rating.created":["http://127.0.0.1:3109/internal/events"]}`: event type → subscriber URLs. */
  REVIEWS_EVENT_SUBSCRIBERS: eventSubscribersEnvSchema,
});

export type ReviewsConfig = VerticalServiceConfig;

/** Reads and validates the reviews service's environment (every problem listed at once). */
export function loadReviewsConfig(env: Record<string, string | undefined> = process.env): ReviewsConfig {
  const parsed = loadConfig(reviewsEnvSchema, env);
  return toVerticalServiceConfig(parsed, parsed.REVIEWS_EVENT_SUBSCRIBERS);
}
