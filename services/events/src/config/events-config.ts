import { z } from 'zod';
import {
  baseServiceEnvSchema,
  loadConfig,
  toBaseServiceConfig,
  type BaseServiceConfig,
} from '@campusloop/service-kit';

export const EVENTS_DB_NAME = 'campusloop_events';

const positiveInt = z.coerce.number().int().positive();

/** `{"event.reminder":["http://127.0.0.1:3108/internal/events"]}`: event type → subscriber URLs. */
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

export const eventsEnvSchema = baseServiceEnvSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3105),
  IDENTITY_JWKS_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3101/internal/jwks'),
  IDENTITY_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3101'),
  MEDIA_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3102'),
  MEDIA_TIMEOUT_MS: positiveInt.default(5_000),
  EVENTS_EVENT_SUBSCRIBERS: subscribersSchema,
  OUTBOX_INTERVAL_MS: positiveInt.default(1_000),
  REMINDER_INTERVAL_MS: positiveInt.default(60_000),
});

export interface EventsConfig extends BaseServiceConfig {
  identityJwksUrl: string;
  /** Identity's base URL (its `/internal/people` batch read fills the people projection on a miss). */
  identityUrl: string;
  mediaUrl: string;
  mediaTimeoutMs: number;
  eventSubscribers: Record<string, string[]>;
  outboxIntervalMs: number;
  reminderIntervalMs: number;
}

/** Reads and validates the events service's environment (every problem listed at once). */
export function loadEventsConfig(env: Record<string, string | undefined> = process.env): EventsConfig {
  const parsed = loadConfig(eventsEnvSchema, env);
  return {
    ...toBaseServiceConfig(parsed),
    identityJwksUrl: parsed.IDENTITY_JWKS_URL,
    identityUrl: parsed.IDENTITY_URL,
    mediaUrl: parsed.MEDIA_URL,
    mediaTimeoutMs: parsed.MEDIA_TIMEOUT_MS,
    eventSubscribers: parsed.EVENTS_EVENT_SUBSCRIBERS,
    outboxIntervalMs: parsed.OUTBOX_INTERVAL_MS,
    reminderIntervalMs: parsed.REMINDER_INTERVAL_MS,
  };
}
