import { z } from 'zod';
import {
  eventSubscribersEnvSchema,
  loadConfig,
  toVerticalServiceConfig,
  verticalServiceEnvSchema,
  type VerticalServiceConfig,
} from '@campusloop/service-kit';

export const EVENTS_DB_NAME = 'campusloop_events';

const positiveInt = z.coerce.number().int().positive();

export const eventsEnvSchema = verticalServiceEnvSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3105),
  /** `{"event.reminder":["http://127.0.0.1:3108/internal/events"]}`: event type → subscriber URLs. */
  EVENTS_EVENT_SUBSCRIBERS: eventSubscribersEnvSchema,
  REMINDER_INTERVAL_MS: positiveInt.default(60_000),
});

export interface EventsConfig extends VerticalServiceConfig {
  reminderIntervalMs: number;
}

/** Reads and validates the events service's environment (every problem listed at once). */
export function loadEventsConfig(env: Record<string, string | undefined> = process.env): EventsConfig {
  const parsed = loadConfig(eventsEnvSchema, env);
  return {
    ...toVerticalServiceConfig(parsed, parsed.EVENTS_EVENT_SUBSCRIBERS),
    reminderIntervalMs: parsed.REMINDER_INTERVAL_MS,
  };
}
