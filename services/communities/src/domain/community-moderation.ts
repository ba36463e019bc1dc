import { AppError, reportableItem, type AuthUser, type ModeratedItems } from '@campusloop/service-kit';
import { COMMUNITY_MESSAGES, type ModeratedContent } from '@campusloop/contracts';
import type { CommunityDoc } from '../data/community-model';
import { communityLockKey, type CommunitiesContext } from './communities-context';
import { COMMUNITY_LISTS } from './community-lists';
import { findVisibleCommunity } from './community-visibility';

/**
 * Communities as service-kit's moderation kit sees them (issue 28): what moderators read (a community
 * is never anonymous: its owner is named) and the block switch.
 */
export function moderatedCommunities(ctx: CommunitiesContext): ModeratedItems {
  return {
    async describe(ids) {
      const docs = await ctx.store.liveByIds(ids);
      const people = await ctx.people.loadPeople(docs.map((doc) => doc.ownerId));
      return new Map(
        docs.map((doc): [string, ModeratedContent] => [
          doc._id,
          {
            title: doc.name,
            text: doc.description,
            authorId: doc.ownerId,
            authorName: people.get(doc.ownerId)?.name ?? doc.owner.name,
            blocked: doc.blocked === true,
          },
        ]),
      );
    },
    setBlocked: (communityId, blocked) => setCommunityBlocked(ctx, communityId, blocked),
  };
}

/** The lists a blocked community leaves: the public or campus list and its members' Joined lists (its owner's stays). */
async function othersLists(ctx: CommunitiesContext, doc: CommunityDoc): Promise<Array<{ key: string; seq: number }>> {
  const lists = [{ key: doc.listKey, seq: doc.listSeq }];
  for (const membership of await ctx.store.membershipsOf(doc._id)) {
    if (membership.joinedSeq !== null) lists.push({ key: COMMUNITY_LISTS.joined(membership.userId), seq: membership.joinedSeq });
  }
  return lists;
}

/**
 * Blocks or unblocks a community under its lock (so no join lands half-way): a blocked community
 * leaves its public or campus list and its members' Joined lists (pages and totals stay exact),
 * answers 404 to everyone but its owner (who sees it marked `blocked` in My Communities), and takes
 * no joins and no posts (the feed's access check). Unblocking puts it back in its old places.
 */
export async function setCommunityBlocked(ctx: CommunitiesContext, communityId: string, blocked: boolean): Promise<void> {
  await ctx.store.lock.run(communityLockKey(communityId), async () => {
    const doc = await ctx.store.findLive(communityId);
    if (!doc) throw AppError.notFound(COMMUNITY_MESSAGES.notFoundOrNoAccess);
    if ((doc.blocked === true) === blocked) return;
    await ctx.store.setCommunityFields(communityId, { blocked });
    for (const { key, seq } of await othersLists(ctx, doc)) {
      if (blocked) await ctx.store.lists.remove(key, communityId, seq);
      else await ctx.store.lists.add(key, communityId, seq);
    }
  });
}

/** The community a report names, if the reporter may see it (404 as for an unknown id otherwise). */
export function reportableCommunity(ctx: CommunitiesContext, reporter: AuthUser, params: Record<string, string>): Promise<string> {
  return reportableItem(
    reporter,
    async (user) => (await findVisibleCommunity(ctx, user, params['communityId'] as string))._id,
    COMMUNITY_MESSAGES.notFoundOrNoAccess,
  );
}
