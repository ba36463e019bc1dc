import { USER_BLOCK_EVENT, type UserBlockChange } from '@campusloop/contracts';
import { userBlockPairId } from '@campusloop/service-kit';
import type { IdentityContext } from '../identity-context';

/** Thrown inside the outbox's `record` when there was no block to delete: its event is dropped. */
class NotBlocked extends Error {}

/** DELETE /users/me/blocks/{userId}: idempotent; only a block that existed records `user.block-changed` (blocked: false). */
export async function unblockUser(ctx: IdentityContext, blockerId: string, blockedId: string): Promise<void> {
  const change: UserBlockChange = { blockerId, blockedId, blocked: false, changedAt: ctx.now().toISOString() };
  try {
    await ctx.outbox.record(async () => {
      const { deletedCount } = await ctx.models.userBlocks.deleteOne({ _id: userBlockPairId(blockerId, blockedId) });
      if (deletedCount !== 1) throw new NotBlocked();
      await ctx.blocks.apply(change);
    }, [{ type: USER_BLOCK_EVENT, payload: change }]);
  } catch (error) {
    if (!(error instanceof NotBlocked)) throw error;
  }
}
