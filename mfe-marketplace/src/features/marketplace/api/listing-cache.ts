import type { Listing } from '@campusloop/contracts';
import { createEntityCache } from '@campusloop/owned-item-web';
import type { ListingListKey, ListingRef } from './listing-lists';
import { marketplaceApi } from './marketplace-api';

/** Listings wherever they are cached: every list holding one (all, mine, searches) and its details. */
export const listingCache = createEntityCache<Listing, ListingListKey, ListingRef>({
  api: marketplaceApi,
  lists: ['getListings'],
  detail: 'getListing',
  detailId: (ref) => ref.listingId,
});
