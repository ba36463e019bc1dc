import {
  MAX_BLOCKED_USERS,
  USER_BLOCK_EVENT,
  USER_BLOCK_MESSAGES,
  type BlockedUser,
  type UserBlockChange,
} from '@campusloop/contracts';
import { AppError, insertOnce, userBlockPairId } from '@campusloop/service-kit';
import type { IdentityContext } from '../identity-context';
import { blockedUserView } from './blocked-user-view';

/** Thrown inside the outbox's `record` when another request stored the block first: its events are dropped. */
class AlreadyBlocked extends Error {}

/**
 * PUT /users/me/blocks/{userId}: stores the pair once (a unique insert: concurrent blocks end with one
 * row and one event) and records `user.block-changed` for every service with it. Blocking again answers
 * the existing block. Nothing is stored when refused: 400 yourself, 404 unknown user, 409 past the cap
 * (checked before the insert, so a burst of different blocks may pass it by the few in flight).
 */
export async function blockUser(ctx: IdentityContext, blockerId: string, blockedId: string): Promise<BlockedUser> {
  if (blockerId === blockedId) {
    throw AppError.validation({ userId: USER_BLOCK_MESSAGES.self }, USER_BLOCK_MESSAGES.self);
  }
  const target = await ctx.models.users.findById(blockedId, { name: 1, profileImage: 1 }).lean();
  if (!target) throw AppError.notFound(USER_BLOCK_MESSAGES.notFound);
  const _id = userBlockPairId(blockerId, blockedId);
  const existing = await ctx.models.userBlocks.findById(_id).lean();
  if (existing) return blockedUserView(target, existing.createdAt);
  if ((await ctx.models.userBlocks.countDocuments({ blockerId })) >= MAX_BLOCKED_USERS) {
    throw AppError.conflict(USER_BLOCK_MESSAGES.tooMany);
  }
  const createdAt = ctx.now();
  const change: UserBlockChange = { blockerId, blockedId, blocked: true, changedAt: createdAt.toISOString() };
  try {
    await ctx.outbox.record(async () => {
      if (!(await insertOnce(ctx.models.userBlocks, { _id, blockerId, blockedId, createdAt }))) throw new AlreadyBlocked();
      await ctx.blocks.apply(change);
    }, [{ type: USER_BLOCK_EVENT, payload: change }]);
  } catch (error) {
    if (!(error instanceof AlreadyBlocked)) throw error;
    const stored = await ctx.models.userBlocks.findById(_id).lean();
    return blockedUserView(target, stored?.createdAt ?? createdAt);
  }
  return blockedUserView(target, createdAt);
}
