import { z } from 'zod';
import { SESSION_REVOKED_EVENT } from '@campusloop/contracts';
import { loadConfig, SESSION_EVENTS_PATH } from '@campusloop/service-kit';

/**
 * SESSION_SUBSCRIBERS: base URLs (comma-separated) of the services that verify access tokens; each
 * gets `session.revoked` at `<url>/internal/events/sessions`. The dev stack fills it with every
 * service but identity.
 */
export const sessionEventsEnvSchema = z.object({
  SESSION_SUBSCRIBERS: z
    .string()
    .default('')
    .transform((value) => value.split(',').map((url) => url.trim().replace(/\/+$/, '')).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
});

/** The outbox subscribers of `session.revoked`. */
export function sessionRevokedSubscribers(env: Record<string, string | undefined> = process.env): Record<string, string[]> {
  const { SESSION_SUBSCRIBERS } = loadConfig(sessionEventsEnvSchema, env);
  return { [SESSION_REVOKED_EVENT]: SESSION_SUBSCRIBERS.map((url) => `${url}/internal${SESSION_EVENTS_PATH}`) };
}
