import { useCountedPagedList } from '@campusloop/owned-item-web';
import { NO_SEARCH, type ListingListKey } from '../api/listing-lists';
import { useGetListingsInfiniteQuery } from '../api/marketplace-api';

const NO_LIST: ListingListKey = { scope: 'all', universityId: '', hideSold: true, search: NO_SEARCH };

/**
 * One list of listings (spec §2/§4 paging through the owned-item kit's counted paged list, as events'
 * lists); skipped while the university is unknown.
 */
export function useListingList(key: ListingListKey | null) {
  return useCountedPagedList(useGetListingsInfiniteQuery(key ?? NO_LIST, { skip: !key }), Boolean(key));
}

export type ListingList = ReturnType<typeof useListingList>;
