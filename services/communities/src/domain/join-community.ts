import { AppError, signedInUser, type AuthUser } from '@campusloop/service-kit';
import { COMMUNITY_MESSAGES, type Community } from '@campusloop/contracts';
import { membershipId } from '../data/membership-model';
import type { CommunitiesContext } from './communities-context';
import { communityLockKey } from './communities-context';
import { COMMUNITY_LISTS } from './community-lists';
import { findVisibleCommunity } from './community-visibility';
import { presentCommunity } from './present-community';

/** The owner is always a member: they neither join nor leave (409). */
export function refuseOwner(ownerId: string, userId: string): void {
  if (ownerId === userId) throw AppError.conflict(COMMUNITY_MESSAGES.ownerCannotJoinOrLeave);
}

/**
 * POST /communities/{id}/join: a signed-in user who may see the community becomes a member
 * (idempotent). The unique membership insert decides; only a new membership enters the user's
 * Joined list and adds 1 to memberCount, all under the community's lock.
 */
export async function joinCommunity(
  ctx: CommunitiesContext,
  viewer: AuthUser | undefined,
  communityId: string,
): Promise<Community> {
  const user = signedInUser(viewer);
  const doc = await ctx.store.lock.run(communityLockKey(communityId), async () => {
    const found = await findVisibleCommunity(ctx, user, communityId);
    refuseOwner(found.ownerId, user.id);
    if (await ctx.store.findMembership(communityId, user.id)) return found;
    const joinedKey = COMMUNITY_LISTS.joined(user.id);
    const joinedSeq = await ctx.store.lists.reserve(joinedKey);
    const created = await ctx.store.addMembership({
      _id: membershipId(communityId, user.id),
      communityId,
      userId: user.id,
      joinedSeq,
      createdAt: ctx.now(),
    });
    if (!created) return found;
    await ctx.store.lists.add(joinedKey, communityId, joinedSeq);
    const memberCount = await ctx.store.bumpMemberCount(communityId, 1);
    return { ...found, memberCount: memberCount ?? found.memberCount };
  });
  return presentCommunity(ctx, doc, user.id);
}
