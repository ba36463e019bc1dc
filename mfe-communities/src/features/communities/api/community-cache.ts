import type { Community } from '@campusloop/contracts';
import { createEntityCache } from '@campusloop/owned-item-web';
import { communitiesApi } from './communities-api';
import type { CommunityListKey } from './community-lists';

/** Communities wherever they are cached: every list holding one and its own query. */
export const communityCache = createEntityCache<Community, CommunityListKey, string>({
  api: communitiesApi,
  lists: ['getCommunities'],
  detail: 'getCommunity',
  detailId: (communityId) => communityId,
});
