import { useCallback } from 'react';
import { LISTING_MESSAGES as M, type Listing } from '@campusloop/contracts';
import { useToast } from '@campusloop/ui';
import { deleteListingErrorMessage, statusErrorMessage } from '../api/listing-error-messages';
import { useDeleteListingMutation, useSetListingSoldMutation } from '../api/listing-mutations-api';

/** Spec §9: success banners stay 3 s, errors 5 s. */
export const SUCCESS_TOAST_MS = 3000;
export const ERROR_TOAST_MS = 5000;

type ListingIds = Pick<Listing, 'id' | 'universityId'>;

/**
 * The seller's actions with the toasts of spec §8: Mark as Sold / Mark as Available and Delete. Both
 * change the caches at once (listing-mutations-api.ts) and put them back when refused.
 */
export function useListingActions() {
  const toast = useToast();
  const [setSold, soldState] = useSetListingSoldMutation();
  const [remove, { isLoading: deleting }] = useDeleteListingMutation();

  const success = useCallback(
    (message: string) => toast.show({ tone: 'success', message, duration: SUCCESS_TOAST_MS }),
    [toast],
  );
  const failure = useCallback(
    (message: string) => toast.show({ tone: 'error', message, duration: ERROR_TOAST_MS }),
    [toast],
  );

  const toggleSold = useCallback(
    (listing: ListingIds & Pick<Listing, 'sold'>) =>
      setSold({ universityId: listing.universityId, listingId: listing.id, sold: !listing.sold })
        .unwrap()
        .then((saved) => {
          success(saved.sold ? M.markedSold : M.markedAvailable);
          return true;
        })
        .catch(() => {
          failure(statusErrorMessage());
          return false;
        }),
    [setSold, success, failure],
  );

  /** Resolves true when the listing is gone ('Listing deleted successfully!'). */
  const deleteListing = useCallback(
    (listing: ListingIds) =>
      remove({ universityId: listing.universityId, listingId: listing.id })
        .unwrap()
        .then(() => {
          success(M.deleted);
          return true;
        })
        .catch((error: unknown) => {
          failure(deleteListingErrorMessage(error));
          return false;
        }),
    [remove, success, failure],
  );

  return { toggleSold, deleteListing, soldBusy: soldState.isLoading, deleting, success, failure };
}
