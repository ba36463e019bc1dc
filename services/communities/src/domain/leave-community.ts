import { signedInUser, type AuthUser } from '@campusloop/service-kit';
import type { Community } from '@campusloop/contracts';
import type { CommunitiesContext } from './communities-context';
import { communityLockKey } from './communities-context';
import { COMMUNITY_LISTS } from './community-lists';
import { communityNotFound, isVisibleTo } from './community-visibility';
import { refuseOwner } from './join-community';
import { presentCommunity } from './present-community';

/**
 * DELETE /communities/{id}/leave: a member leaves (idempotent: a non-member gets the community as
 * they see it). Only a membership this call removed leaves the Joined list and takes 1 off
 * memberCount (never below 0). A member may always leave, even one who lost access meanwhile; anyone
 * else gets 404 for a community they may not see, as for an unknown id.
 */
export async function leaveCommunity(
  ctx: CommunitiesContext,
  viewer: AuthUser | undefined,
  communityId: string,
): Promise<Community> {
  const user = signedInUser(viewer);
  const doc = await ctx.store.lock.run(communityLockKey(communityId), async () => {
    const found = await ctx.store.findLive(communityId);
    if (!found) throw communityNotFound();
    refuseOwner(found.ownerId, user.id);
    const removed = await ctx.store.removeMembership(communityId, user.id);
    if (!removed) {
      // Not a member: a community they may not see is "not found", like an unknown id.
      if (!isVisibleTo(found, user)) throw communityNotFound();
      return found;
    }
    if (removed.joinedSeq !== null) {
      await ctx.store.lists.remove(COMMUNITY_LISTS.joined(user.id), communityId, removed.joinedSeq);
    }
    const memberCount = await ctx.store.bumpMemberCount(communityId, -1);
    return { ...found, memberCount: memberCount ?? found.memberCount };
  });
  return presentCommunity(ctx, doc, user.id);
}
