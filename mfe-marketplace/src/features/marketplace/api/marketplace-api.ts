import { LISTINGS_PAGE_SIZE, type Listing, type PagedListings } from '@campusloop/contracts';
import { hasMorePages } from '@campusloop/web-platform';
import { listingListRequest, listingPath, type ListingListKey, type ListingRef } from './listing-lists';
import { marketplaceBaseApi } from './marketplace-base-api';

/** Reading listings (spec §7; §9: more pages while full pages come back): the lists page by page, and one listing. */
export const marketplaceApi = marketplaceBaseApi.injectEndpoints({
  endpoints: (build) => ({
    getListings: build.infiniteQuery<PagedListings, ListingListKey, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _pages, lastPageParam) =>
          hasMorePages(lastPage, LISTINGS_PAGE_SIZE) ? lastPageParam + 1 : undefined,
      },
      query: ({ queryArg, pageParam }) => {
        const { url, params } = listingListRequest(queryArg);
        return { url, params: { ...params, page: pageParam, size: LISTINGS_PAGE_SIZE } };
      },
      providesTags: (result) => [
        'ListingList',
        ...(result?.pages ?? []).flatMap((page) =>
          page.content.map((listing) => ({ type: 'Listing' as const, id: listing.id })),
        ),
      ],
    }),
    getListing: build.query<Listing, ListingRef>({
      query: (ref) => listingPath(ref),
      providesTags: (_result, _error, { listingId }) => [{ type: 'Listing', id: listingId }],
    }),
  }),
});

export const { useGetListingsInfiniteQuery, useGetListingQuery } = marketplaceApi;
