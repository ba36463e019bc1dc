import { z } from 'zod';
import {
  baseServiceEnvSchema,
  loadConfig,
  toBaseServiceConfig,
  type BaseServiceConfig,
} from '@campusloop/service-kit';

export const FEED_DB_NAME = 'campusloop_feed';

const positiveInt = z.coerce.number().int().positive();

/** `{"post.commented":["http://127.0.0.1:3108/internal/events"]}`: event type → subscriber URLs. */
const subscribersSchema = z
  .string()
  .optional()
  .transform((value, ctx) => {
    if (!value?.trim()) return {};
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'must be JSON: {"<event type>": ["<url>", ...]}' });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.string().min(1), z.array(z.url({ protocol: /^https?$/ }))));

export const feedEnvSchema = baseServiceEnvSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3103),
  IDENTITY_JWKS_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3101/internal/jwks'),
  IDENTITY_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3101'),
  MEDIA_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3102'),
  MEDIA_TIMEOUT_MS: positiveInt.default(5_000),
  FEED_EVENT_SUBSCRIBERS: subscribersSchema,
  OUTBOX_INTERVAL_MS: positiveInt.default(1_000),
});

export interface FeedConfig extends BaseServiceConfig {
  identityJwksUrl: string;
  /** Identity's base URL (its `/internal/people` batch read fills the people projection on a miss). */
  identityUrl: string;
  mediaUrl: string;
  mediaTimeoutMs: number;
  eventSubscribers: Record<string, string[]>;
  outboxIntervalMs: number;
}

/** Reads and validates the feed's environment (every problem listed at once). */
export function loadFeedConfig(env: Record<string, string | undefined> = process.env): FeedConfig {
  const parsed = loadConfig(feedEnvSchema, env);
  return {
    ...toBaseServiceConfig(parsed),
    identityJwksUrl: parsed.IDENTITY_JWKS_URL,
    identityUrl: parsed.IDENTITY_URL,
    mediaUrl: parsed.MEDIA_URL,
    mediaTimeoutMs: parsed.MEDIA_TIMEOUT_MS,
    eventSubscribers: parsed.FEED_EVENT_SUBSCRIBERS,
    outboxIntervalMs: parsed.OUTBOX_INTERVAL_MS,
  };
}
