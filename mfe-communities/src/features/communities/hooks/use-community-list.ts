import { usePagedList } from '@campusloop/web-platform';
import { useGetCommunitiesInfiniteQuery } from '../api/communities-api';
import type { CommunityListKey } from '../api/community-lists';

const NO_LIST: CommunityListKey = { kind: 'public' };

/** One list of communities (spec §2/§4 paging) plus the server's total for 'Showing n of total communities'. */
export function useCommunityList(key: CommunityListKey | null) {
  const result = useGetCommunitiesInfiniteQuery(key ?? NO_LIST, { skip: !key });
  const list = usePagedList(result);
  const pages = result.data?.pages ?? [];
  const last = pages[pages.length - 1];
  return {
    ...list,
    /** The server's count of the whole list (never below what is shown); null until the first page is in. */
    total: last ? Math.max(list.items.length, last.totalElements) : null,
    isLoading: list.isLoading || (Boolean(key) && !result.data && !result.isError),
  };
}

export type CommunityList = ReturnType<typeof useCommunityList>;
