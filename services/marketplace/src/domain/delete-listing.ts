import {
  deleteOwnedItem,
  removedItemCleanups,
  requireCampusStudent,
  type AuthUser,
} from '@campusloop/service-kit';
import { LISTING_MESSAGES } from '@campusloop/contracts';
import { sellersListing } from './find-listing';
import type { MarketplaceContext } from './marketplace-context';

/**
 * DELETE /universities/{universityId}/market/{id}: the seller deletes at any time, sold or not
 * (service-kit's `deleteOwnedItem`, under the listing's lock). The delete decides a race with a second
 * one (404); then its places in the lists, its questions and its images go, outside the lock (the
 * discussion kit takes it for the comment counter; failures there are logged: the listing is gone for
 * everyone already).
 */
export async function deleteListing(
  ctx: MarketplaceContext,
  viewer: AuthUser | undefined,
  universityId: string,
  listingId: string,
): Promise<void> {
  const user = requireCampusStudent(viewer, universityId);
  await deleteOwnedItem({
    ...sellersListing(ctx, universityId, listingId, user, LISTING_MESSAGES.deleteForbidden),
    remove: () => ctx.store.deleteListing(listingId),
    notFoundMessage: LISTING_MESSAGES.notFound,
    cleanups: (doc) => [
      ctx.store.placed.sync(listingId, doc.seqs, doc, null),
      ...removedItemCleanups(ctx, { context: 'MARKETPLACE', id: listingId, hadMedia: doc.media.length > 0 }),
    ],
    logger: ctx.logger,
    logFields: () => ({ listingId }),
  });
}
