import { useCountedPagedList } from '@campusloop/owned-item-web';
import { useGetCommunitiesInfiniteQuery } from '../api/communities-api';
import type { CommunityListKey } from '../api/community-lists';

const NO_LIST: CommunityListKey = { kind: 'public' };

/** One list of communities (spec §2/§4 paging) plus the server's total for 'Showing n of total communities'. */
export function useCommunityList(key: CommunityListKey | null) {
  return useCountedPagedList(useGetCommunitiesInfiniteQuery(key ?? NO_LIST, { skip: !key }), Boolean(key));
}

export type CommunityList = ReturnType<typeof useCommunityList>;
