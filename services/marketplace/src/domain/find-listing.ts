import { findOwnedItem, type AuthUser, type OwnedItemChange } from '@campusloop/service-kit';
import { LISTING_MESSAGES } from '@campusloop/contracts';
import type { ListingDoc } from '../data/listing-model';
import type { MarketplaceContext } from './marketplace-context';

/** Whether `viewerId` may see the listing at all: a blocked listing only shows to its seller. */
export const isVisibleTo = (doc: ListingDoc, viewerId: string | undefined): boolean =>
  !doc.blocked || doc.sellerId === viewerId;

/**
 * The listing `listingId` of `universityId` as `viewer` may see it (service-kit's `findOwnedItem`):
 * 404 'Listing not found' when there is none there (one of another campus is not found under this one)
 * or it is blocked and the viewer is not its seller (hidden, not refused: others cannot tell it exists),
 * or the viewer blocked its seller (issue 28: for the blocker it does not exist).
 */
export function findListing(
  ctx: MarketplaceContext,
  universityId: string,
  listingId: string,
  viewer: AuthUser,
): Promise<ListingDoc> {
  return findOwnedItem(viewer, {
    load: async () => {
      const doc = await ctx.store.findListing(listingId);
      const found = doc && doc.universityId === universityId && isVisibleTo(doc, viewer.id) ? doc : null;
      return ctx.blocks.unlessBlocked(viewer.id, found, (listing) => listing.sellerId);
    },
    notFoundMessage: LISTING_MESSAGES.notFound,
  });
}

/**
 * The seller's change of the listing (service-kit's `changeOwnedItem` / `deleteOwnedItem`): found as
 * above, 403 with `forbiddenMessage` for anyone but the seller, all under the listing's lock.
 */
export function sellersListing(
  ctx: MarketplaceContext,
  universityId: string,
  listingId: string,
  user: AuthUser,
  forbiddenMessage: string,
): OwnedItemChange<ListingDoc> {
  return {
    userId: user.id,
    find: () => findListing(ctx, universityId, listingId, user),
    ownerOf: (doc) => doc.sellerId,
    forbiddenMessage,
    lock: { lock: ctx.store.lock, key: ctx.store.lockKey(listingId) },
  };
}
