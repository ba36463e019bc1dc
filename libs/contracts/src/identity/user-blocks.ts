import { z } from 'zod';
import { publicIdSchema } from '../ids';
import { pageQuerySchema, pagedSchema } from '../paging';

/**
 * Identity's outbox event when someone blocks or unblocks another user (sent with `session.revoked` to
 * SESSION_SUBSCRIBERS at `/internal/events/sessions`): every service that owns content keeps the pair
 * (service-kit `createUserBlocks`) and hides the blocked user's items from the blocker.
 */
export const USER_BLOCK_EVENT = 'user.block-changed';

export const userBlockChangeSchema = z.strictObject({
  blockerId: z.string().min(1).max(64),
  blockedId: z.string().min(1).max(64),
  /** true: blocked now; false: unblocked. */
  blocked: z.boolean(),
  /** A service keeps the latest change of a pair it heard of. */
  changedAt: z.iso.datetime(),
});
export type UserBlockChange = z.infer<typeof userBlockChangeSchema>;

/** `GET /internal/users/blocks?since=<ISO>`: changes since then (the services' poll fallback). */
export const internalUserBlocksQuerySchema = z.strictObject({ since: z.iso.datetime() });
export const internalUserBlocksResponseSchema = z.strictObject({ blocks: z.array(userBlockChangeSchema) });

/** `{userId}` of /users/me/blocks/{userId}: a public id (anything else is 400). */
export const blockedUserParamsSchema = z.object({ userId: publicIdSchema });

export const blockedUsersQuerySchema = pageQuerySchema(20);

/** One person on the caller's block list. */
export const blockedUserSchema = z.object({
  userId: z.string(),
  /** Display name; null when the account never set one. */
  name: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  blockedAt: z.iso.datetime(),
});
export type BlockedUser = z.infer<typeof blockedUserSchema>;

export const blockedUsersPageSchema = pagedSchema(blockedUserSchema);
