import { AppError } from '@campusloop/service-kit';
import { COMMUNITY_MESSAGES, type CommunityOfficialResponse } from '@campusloop/contracts';
import type { CommunitiesContext } from './communities-context';
import { communityLockKey } from './communities-context';

/**
 * POST /internal/communities/{id}/official: the operator marks a community official (or not). The
 * only way `official` changes: no public route or request body can set it.
 */
export async function setOfficial(
  ctx: CommunitiesContext,
  communityId: string,
  official: boolean,
): Promise<CommunityOfficialResponse> {
  return ctx.store.lock.run(communityLockKey(communityId), async () => {
    const doc = await ctx.store.findLive(communityId);
    if (!doc) throw AppError.notFound(COMMUNITY_MESSAGES.notFoundOrNoAccess);
    await ctx.store.setCommunityFields(communityId, { official });
    ctx.logger.info({ communityId, official }, 'community official mark changed by the operator');
    return { id: doc._id, name: doc.name, official };
  });
}
