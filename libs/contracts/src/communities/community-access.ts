import { z } from 'zod';
import { publicIdSchema } from '../ids';

/**
 * `POST {COMMUNITIES_URL}/internal/communities/access`: another service (the feed, for community
 * posts) asks whether `userId` may `read` (list, open) or `write` (post, comment, like) in a
 * community. `universityId` is the university of a university community (from the caller's path),
 * null for a public community; the communities service answers no when the community's visibility
 * or university differ.
 */
export const COMMUNITY_ACCESS_PATH = '/internal/communities/access';

export const COMMUNITY_ACCESS_ACTIONS = ['read', 'write'] as const;
export type CommunityAccessAction = (typeof COMMUNITY_ACCESS_ACTIONS)[number];

export const communityAccessRequestSchema = z.strictObject({
  communityId: publicIdSchema,
  universityId: publicIdSchema.nullable(),
  userId: z.string().min(1).max(64),
  action: z.enum(COMMUNITY_ACCESS_ACTIONS),
});
export type CommunityAccessRequest = z.infer<typeof communityAccessRequestSchema>;

/**
 * 200: allowed, with the community's name (shown on its posts). A refusal is in the error shape:
 * 404 (no such community, or not with this visibility/university) or 403 (e.g. not a member, with
 * its own message); callers pass the status on, with `COMMUNITY_MESSAGES.notFoundOrNoAccess` for 404.
 */
export const communityAccessResponseSchema = z.strictObject({
  name: z.string().min(1),
});
export type CommunityAccessResponse = z.infer<typeof communityAccessResponseSchema>;
