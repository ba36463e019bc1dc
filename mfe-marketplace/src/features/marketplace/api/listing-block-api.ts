import type { BlockedUser } from '@campusloop/contracts';
import { blockUserRequest, dropBlockedAuthor } from '@campusloop/owned-item-web';
import { listingCache } from './listing-cache';
import { marketplaceApi } from './marketplace-api';

/**
 * 'Block user' for a listing's seller (identity's `PUT /users/me/blocks/{userId}`, issue 28): their
 * listings leave every cached list at once; the lists are read again once the block has reached the
 * marketplace service (owned-item-web's `dropBlockedAuthor`).
 */
export const listingBlockApi = marketplaceApi.injectEndpoints({
  endpoints: (build) => ({
    blockSeller: build.mutation<BlockedUser, { userId: string }>({
      query: ({ userId }) => blockUserRequest(userId),
      onQueryStarted: ({ userId }, tools) =>
        dropBlockedAuthor(tools, listingCache, userId, (listing) => listing.seller.id, () =>
          tools.dispatch(marketplaceApi.util.invalidateTags(['ListingList'])),
        ),
    }),
  }),
});

export const { useBlockSellerMutation } = listingBlockApi;
