import type { Community } from '@campusloop/contracts';
import type { AuthUser } from '@campusloop/service-kit';
import type { CommunitiesContext } from './communities-context';
import { findVisibleCommunity } from './community-visibility';
import { presentCommunity } from './present-community';

/** GET /communities/{id}: one community the viewer may see (404 for an unknown id and for a campus community the viewer may not see alike). */
export async function getCommunity(
  ctx: CommunitiesContext,
  viewer: AuthUser | undefined,
  communityId: string,
): Promise<Community> {
  return presentCommunity(ctx, await findVisibleCommunity(ctx, viewer, communityId), viewer?.id);
}
