import { changeOwnedItem, releaseMedia, signedInUser, type AuthUser } from '@campusloop/service-kit';
import {
  COMMUNITIES_EVENT_TYPES,
  COMMUNITY_MESSAGES,
  type CommunityDeletedPayload,
} from '@campusloop/contracts';
import type { CommunityDoc } from '../data/community-model';
import type { CommunitiesContext } from './communities-context';
import { communityLockKey } from './communities-context';
import { ownersCommunity } from './community-visibility';
import { COMMUNITY_MEDIA_CONTEXT } from './community-cover';
import { COMMUNITY_LISTS } from './community-lists';

/**
 * DELETE /communities/{id} by its owner (403 others who may see it, 404 those who may not). One write makes it gone for everyone: it is
 * marked deleting together with `community.deleted` in the outbox (the feed removes its posts; the
 * outbox retries until the feed has), so from then on it answers 404 everywhere, its feed included.
 * Then its lists, memberships, name and cover go (`finishDeletion`); if that is cut short, the
 * start-up sweep finishes it.
 */
export async function deleteCommunity(
  ctx: CommunitiesContext,
  viewer: AuthUser | undefined,
  communityId: string,
): Promise<void> {
  const user = signedInUser(viewer);
  const owner = ownersCommunity(ctx, user, communityId, COMMUNITY_MESSAGES.deleteForbidden);
  const doc = await changeOwnedItem(owner, async (found) => {
    const payload: CommunityDeletedPayload = { communityId, universityId: found.universityId };
    await ctx.outbox.record(() => ctx.store.setCommunityFields(communityId, { deletingAt: ctx.now() }), [
      { type: COMMUNITIES_EVENT_TYPES.communityDeleted, payload },
    ]);
    return found;
  });
  await finishDeletion(ctx, doc);
}

/** Removes everything of a community marked deleting; every step may run again (idempotent). */
export async function finishDeletion(ctx: CommunitiesContext, doc: CommunityDoc): Promise<void> {
  await ctx.store.lock.run(communityLockKey(doc._id), async () => {
    await ctx.store.lists.remove(doc.listKey, doc._id, doc.listSeq);
    await ctx.store.lists.remove(COMMUNITY_LISTS.owned(doc.ownerId), doc._id, doc.ownerSeq);
    for (const membership of await ctx.store.membershipsOf(doc._id)) {
      if (membership.joinedSeq !== null) {
        await ctx.store.lists.remove(COMMUNITY_LISTS.joined(membership.userId), doc._id, membership.joinedSeq);
      }
    }
    await ctx.store.deleteMembershipsOf(doc._id);
    await ctx.store.releaseName(doc.nameKey, doc._id);
    await ctx.store.deleteCommunity(doc._id);
  });
  if (doc.cover) await releaseMedia(ctx, COMMUNITY_MEDIA_CONTEXT, doc._id);
}

/** Finishes deletions a crash cut short (main.ts, at start-up). */
export async function finishPendingDeletions(ctx: CommunitiesContext): Promise<number> {
  const pending = await ctx.store.deletionsInProgress();
  for (const doc of pending) await finishDeletion(ctx, doc);
  return pending.length;
}
