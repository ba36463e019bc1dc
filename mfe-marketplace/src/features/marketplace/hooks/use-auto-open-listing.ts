import { LISTING_MESSAGES, type Listing } from '@campusloop/contracts';
import { FRESH_READ, useAutoOpen } from '@campusloop/owned-item-web';
import { openListingErrorMessage } from '../api/listing-error-messages';
import { marketplaceApi } from '../api/marketplace-api';

/** Spec §4/§9: while the user's university is not known yet, look again every 500 ms, up to 10 s. */
export const AUTO_OPEN_RETRY_MS = 500;
export const AUTO_OPEN_MAX_RETRIES = 20;

export type AutoOpenRequest = { listingId: string };

/**
 * Opening a listing from a notification or a link (spec §4): once the university is known, 200 ms
 * later (the kit's auto-open), in the user's own university; an empty answer says 'nothing found'.
 */
export function useAutoOpenListing(
  request: AutoOpenRequest | undefined,
  universityId: string | null | undefined,
  onOpen: (listing: Listing) => void,
  onError: (message: string) => void,
) {
  useAutoOpen(request, {
    ready: Boolean(universityId),
    retryWhileNotReady: { everyMs: AUTO_OPEN_RETRY_MS, times: AUTO_OPEN_MAX_RETRIES },
    load: ({ listingId }, dispatch) =>
      dispatch(
        marketplaceApi.endpoints.getListing.initiate(
          { universityId: universityId ?? '', listingId },
          FRESH_READ,
        ),
      ).unwrap(),
    onOpen,
    onError,
    errorText: openListingErrorMessage,
    emptyText: LISTING_MESSAGES.openNothingFound,
  });
}
