import { z } from 'zod';
import { publicIdSchema } from '../ids';
import { MODERATION_OUTCOME_EVENT } from '../moderation/moderation-outcome';

/** Outbox event types the communities service publishes (delivered to subscribers' internal endpoints). */
export const COMMUNITIES_EVENT_TYPES = {
  communityDeleted: 'community.deleted',
  /** service-kit's moderation kit: a community blocked or its reports dismissed (contracts `moderationOutcomeSchema`). */
  moderationOutcome: MODERATION_OUTCOME_EVENT,
} as const;

/**
 * `community.deleted`: its owner deleted the community. The feed removes the community's posts (and
 * their discussions and images) from the list of `universityId` (a university community) or the
 * public one (null). Delivered at least once; removing is idempotent.
 */
export const communityDeletedPayloadSchema = z.strictObject({
  communityId: publicIdSchema,
  universityId: publicIdSchema.nullable(),
});
export type CommunityDeletedPayload = z.infer<typeof communityDeletedPayloadSchema>;

/** Where the feed takes `community.deleted` (relative to its base URL; the manifest's `subscribes.path`). */
export const FEED_COMMUNITY_EVENTS_PATH = '/internal/events/communities';

/**
 * `POST {COMMUNITIES_URL}/internal/communities/{communityId}/official {official}`: the operator's
 * command (`npm run community:official -- <id>`) marks a community official, or not. Never a client's.
 */
export const COMMUNITY_OFFICIAL_PATH = '/internal/communities/{communityId}/official';
export const communityOfficialRequestSchema = z.strictObject({ official: z.boolean() });
export const communityOfficialResponseSchema = z.strictObject({
  id: publicIdSchema,
  name: z.string(),
  official: z.boolean(),
});
export type CommunityOfficialResponse = z.infer<typeof communityOfficialResponseSchema>;
