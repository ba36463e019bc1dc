import { LISTING_MESSAGES, type Listing } from '@campusloop/contracts';
import { FRESH_READ, useCampusAutoOpen } from '@campusloop/owned-item-web';
import { openListingErrorMessage } from '../api/listing-error-messages';
import { marketplaceApi } from '../api/marketplace-api';

export type AutoOpenRequest = { listingId: string };

/** Opening a listing from a notification or a link (spec §4): the owned-item kit's campus auto-open. */
export function useAutoOpenListing(
  request: AutoOpenRequest | undefined,
  universityId: string | null | undefined,
  onOpen: (listing: Listing) => void,
  onError: (message: string) => void,
) {
  useCampusAutoOpen(request, universityId, {
    load: ({ listingId }, campus, dispatch) =>
      dispatch(
        marketplaceApi.endpoints.getListing.initiate({ universityId: campus, listingId }, FRESH_READ),
      ).unwrap(),
    onOpen,
    onError,
    errorText: openListingErrorMessage,
    emptyText: LISTING_MESSAGES.openNothingFound,
  });
}
