import { defineVerticalConfig, type VerticalServiceConfig } from '@campusloop/service-kit';

export const NOTIFICATIONS_DB_NAME = 'campusloop_notifications';

const notificationsConfig = defineVerticalConfig({
  // The dev stack's port for notifications (tools/verticals/verticals.json); the gateway finds it via NOTIFICATIONS_URL.
  port: 3108,
  /** It publishes nothing yet; kept so the dev stack's derived env is accepted. */
  subscribersKey: 'NOTIFICATIONS_EVENT_SUBSCRIBERS',
});

export const notificationsEnvSchema = notificationsConfig.envSchema;
export type NotificationsConfig = VerticalServiceConfig;
/** Reads and validates the notifications service's environment (every problem listed at once). */
export const loadNotificationsConfig: (env?: Record<string, string | undefined>) => NotificationsConfig =
  notificationsConfig.load;
