import { defineVerticalConfig, type VerticalServiceConfig } from '@campusloop/service-kit';

export const COMMUNITIES_DB_NAME = 'campusloop_communities';

const communitiesConfig = defineVerticalConfig({
  // The dev stack's port for communities (tools/verticals/verticals.json); the gateway finds it via COMMUNITIES_URL.
  port: 3104,
  /** `{"community.deleted":["http://127.0.0.1:3103/internal/events/communities"]}`: event type → subscriber URLs. */
  subscribersKey: 'COMMUNITIES_EVENT_SUBSCRIBERS',
});

export const communitiesEnvSchema = communitiesConfig.envSchema;
export type CommunitiesConfig = VerticalServiceConfig;
/** Reads and validates the communities service's environment (every problem listed at once). */
export const loadCommunitiesConfig: (env?: Record<string, string | undefined>) => CommunitiesConfig =
  communitiesConfig.load;
