import { useCallback } from 'react';
import { LISTING_MESSAGES as M, type Listing } from '@campusloop/contracts';
import { ACTION_TOAST_MS, useActionToasts, useOwnedItemActions } from '@campusloop/owned-item-web';
import { deleteListingErrorMessage, statusErrorMessage } from '../api/listing-error-messages';
import { useDeleteListingMutation, useSetListingSoldMutation } from '../api/listing-mutations-api';

/** The kit's spec §9 durations under the names the marketplace's own toasts import. */
export const SUCCESS_TOAST_MS = ACTION_TOAST_MS.success;
export const ERROR_TOAST_MS = ACTION_TOAST_MS.error;

type ListingIds = Pick<Listing, 'id' | 'universityId'>;

const DELETE_TEXTS = { deleted: M.deleted, deleteFailed: deleteListingErrorMessage };

/**
 * The seller's actions with the toasts of spec §8 (durations of spec §9, the owned-item kit's
 * `ACTION_TOAST_MS`): Delete through the kit's `useOwnedItemActions`, and Mark as Sold / Mark as
 * Available. Both change the caches at once (listing-mutations-api.ts) and put them back when refused.
 */
export function useListingActions() {
  const { success, failure } = useActionToasts();
  const [setSold, soldState] = useSetListingSoldMutation();
  const [remove, { isLoading: deleting }] = useDeleteListingMutation();
  const { deleteItem } = useOwnedItemActions({ remove, texts: DELETE_TEXTS, toastMs: ACTION_TOAST_MS });

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
    (listing: ListingIds) => deleteItem({ universityId: listing.universityId, listingId: listing.id }),
    [deleteItem],
  );

  return { toggleSold, deleteListing, soldBusy: soldState.isLoading, deleting, success, failure };
}
