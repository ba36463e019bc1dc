import { z } from 'zod';
import {
  eventSubscribersEnvSchema,
  loadConfig,
  toVerticalServiceConfig,
  verticalServiceEnvSchema,
  type VerticalServiceConfig,
} from '@campusloop/service-kit';

export const NOTIFICATIONS_DB_NAME = 'campusloop_notifications';

export const notificationsEnvSchema = verticalServiceEnvSchema.extend({
  // The dev stack's port for notifications (tools/verticals/verticals.json); the gateway finds it via NOTIFICATIONS_URL.
  PORT: z.coerce.number().int().min(0).max(65535).default(3108),
  /** It publishes nothing yet; kept so the dev stack's derived env is accepted. */
  NOTIFICATIONS_EVENT_SUBSCRIBERS: eventSubscribersEnvSchema,
});

export type NotificationsConfig = VerticalServiceConfig;

/** Reads and validates the notifications service's environment (every problem listed at once). */
export function loadNotificationsConfig(
  env: Record<string, string | undefined> = process.env,
): NotificationsConfig {
  const parsed = loadConfig(notificationsEnvSchema, env);
  return toVerticalServiceConfig(parsed, parsed.NOTIFICATIONS_EVENT_SUBSCRIBERS);
}
