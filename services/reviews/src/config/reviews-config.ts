import { defineVerticalConfig, type VerticalServiceConfig } from '@campusloop/service-kit';

export const REVIEWS_DB_NAME = 'campusloop_reviews';

const reviewsConfig = defineVerticalConfig({
  // The dev stack's port for reviews (tools/verticals/verticals.json); the gateway finds it via REVIEWS_URL.
  port: 3107,
  /** `{"rating.created":["http://127.0.0.1:3109/internal/events"]}`: event type → subscriber URLs. */
  subscribersKey: 'REVIEWS_EVENT_SUBSCRIBERS',
});

export const reviewsEnvSchema = reviewsConfig.envSchema;
export type ReviewsConfig = VerticalServiceConfig;
/** Reads and validates the reviews service's environment (every problem listed at once). */
export const loadReviewsConfig: (env?: Record<string, string | undefined>) => ReviewsConfig = reviewsConfig.load;
