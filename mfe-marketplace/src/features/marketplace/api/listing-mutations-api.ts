import {
  MARKETPLACE_PATHS,
  fillPath,
  type CreateListingRequest,
  type Listing,
  type UpdateListingRequest,
} from '@campusloop/contracts';
import { listingCache } from './listing-cache';
import { listingPath, type ListingListKey, type ListingRef } from './listing-lists';
import { marketplaceApi } from './marketplace-api';

export type CreateListingArg = {
  universityId: string;
  body: CreateListingRequest;
  /** What shows at once (a temporary id) and in which list (the one on screen). */
  draft?: { listing: Listing; list: ListingListKey };
};
export type UpdateListingArg = ListingRef & { body: UpdateListingRequest };

/** Lists change membership or order after a create or an edit (price sorts, searches). */
const ALL_LISTS = ['ListingList' as const];

/**
 * Writing listings (spec §4/§7). Create shows the draft with a temporary id at once and removes it
 * if the call fails; delete and mark sold/available change every cached copy at once and put it back
 * (`undo`) on failure. The components show the toasts.
 */
export const listingMutationsApi = marketplaceApi.injectEndpoints({
  endpoints: (build) => ({
    createListing: build.mutation<Listing, CreateListingArg>({
      query: ({ universityId, body }) => ({
        url: fillPath(MARKETPLACE_PATHS.campus, { universityId }),
        method: 'POST',
        body,
      }),
      async onQueryStarted({ draft }, tools) {
        if (draft)
          await listingCache.prependOptimistically(tools, draft.list, draft.listing, tools.queryFulfilled);
      },
      invalidatesTags: (_result, error) => (error ? [] : ALL_LISTS),
    }),
    updateListing: build.mutation<Listing, UpdateListingArg>({
      query: ({ body, ...ref }) => ({ url: listingPath(ref), method: 'PUT', body }),
      onQueryStarted: ({ listingId }, tools) =>
        listingCache.applySaved(tools, listingId, tools.queryFulfilled),
      invalidatesTags: (_result, error) => (error ? [] : ALL_LISTS),
    }),
    deleteListing: build.mutation<null, ListingRef>({
      query: (ref) => ({ url: listingPath(ref), method: 'DELETE' }),
      onQueryStarted: ({ listingId }, tools) =>
        listingCache.removeOptimistically(tools, listingId, tools.queryFulfilled),
    }),
    /** PATCH …/sold?sold=true|false: the badge flips at once, back again if refused. */
    setListingSold: build.mutation<Listing, ListingRef & { sold: boolean }>({
      query: ({ sold, ...ref }) => ({
        url: fillPath(MARKETPLACE_PATHS.sold, ref),
        method: 'PATCH',
        params: { sold: String(sold) },
      }),
      onQueryStarted: ({ listingId, sold }, tools) =>
        listingCache.patchOptimistically(
          tools,
          listingId,
          (listing) => void (listing.sold = sold),
          tools.queryFulfilled,
        ),
      // Lists that hide sold listings gain or lose it.
      invalidatesTags: (_result, error) => (error ? [] : ALL_LISTS),
    }),
  }),
});

export const {
  useCreateListingMutation,
  useUpdateListingMutation,
  useDeleteListingMutation,
  useSetListingSoldMutation,
} = listingMutationsApi;
