import { z } from 'zod';
import {
  eventSubscribersEnvSchema,
  loadConfig,
  toVerticalServiceConfig,
  verticalServiceEnvSchema,
  type VerticalServiceConfig,
} from '@campusloop/service-kit';

export const COMMUNITIES_DB_NAME = 'campusloop_communities';

export const communitiesEnvSchema = verticalServiceEnvSchema.extend({
  // The dev stack's port for communities (tools/verticals/verticals.json); the gateway finds it via COMMUNITIES_URL.
  PORT: z.coerce.number().int().min(0).max(65535).default(3104),
  /** `{"community.deleted":["http://127.0.0.1:3103/internal/events/communities"]}`: event type → subscriber URLs. */
  COMMUNITIES_EVENT_SUBSCRIBERS: eventSubscribersEnvSchema,
});

export type CommunitiesConfig = VerticalServiceConfig;

/** Reads and validates the communities service's environment (every problem listed at once). */
export function loadCommunitiesConfig(
  env: Record<string, string | undefined> = process.env,
): CommunitiesConfig {
  const parsed = loadConfig(communitiesEnvSchema, env);
  return toVerticalServiceConfig(parsed, parsed.COMMUNITIES_EVENT_SUBSCRIBERS);
}
