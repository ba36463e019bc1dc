import { z } from 'zod';
import { defineVerticalConfig, type VerticalServiceConfig } from '@campusloop/service-kit';

export const EVENTS_DB_NAME = 'campusloop_events';

const eventsConfig = defineVerticalConfig({
  port: 3105,
  /** `{"event.reminder":["http://127.0.0.1:3108/internal/events"]}`: event type → subscriber URLs. */
  subscribersKey: 'EVENTS_EVENT_SUBSCRIBERS',
  env: { REMINDER_INTERVAL_MS: z.coerce.number().int().positive().default(60_000) },
  own: (parsed) => ({ reminderIntervalMs: parsed.REMINDER_INTERVAL_MS }),
});

export const eventsEnvSchema = eventsConfig.envSchema;

export interface EventsConfig extends VerticalServiceConfig {
  reminderIntervalMs: number;
}

/** Reads and validates the events service's environment (every problem listed at once). */
export const loadEventsConfig: (env?: Record<string, string | undefined>) => EventsConfig = eventsConfig.load;
