import { usePagedList } from '@campusloop/web-platform';
import { NO_SEARCH, type ListingListKey } from '../api/listing-lists';
import { useGetListingsInfiniteQuery } from '../api/marketplace-api';

const NO_LIST: ListingListKey = { scope: 'all', universityId: '', hideSold: true, search: NO_SEARCH };

/** One list of listings (spec §2/§4 paging through web-platform's paged list); skipped while the university is unknown. */
export function useListingList(key: ListingListKey | null) {
  const result = useGetListingsInfiniteQuery(key ?? NO_LIST, { skip: !key });
  const list = usePagedList(result);
  return { ...list, isLoading: list.isLoading || (Boolean(key) && !result.data && !result.isError) };
}

export type ListingList = ReturnType<typeof useListingList>;
