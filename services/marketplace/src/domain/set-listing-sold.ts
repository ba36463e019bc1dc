import { changeOwnedItem, requireCampusStudent, type AuthUser } from '@campusloop/service-kit';
import { LISTING_MESSAGES, type Listing } from '@campusloop/contracts';
import { sellersListing } from './find-listing';
import type { MarketplaceContext } from './marketplace-context';
import { presentListing } from './present-listing';

/**
 * PATCH /universities/{universityId}/market/{id}/sold?sold=true|false: the seller marks it sold or
 * available again (idempotent). A sold listing leaves the lists that hide sold items and comes back
 * to its old place when available again.
 */
export async function setListingSold(
  ctx: MarketplaceContext,
  viewer: AuthUser | undefined,
  universityId: string,
  listingId: string,
  sold: boolean,
): Promise<Listing> {
  const user = requireCampusStudent(viewer, universityId);
  const seller = sellersListing(ctx, universityId, listingId, user, LISTING_MESSAGES.statusForbidden);
  const updated = await changeOwnedItem(seller, async (current) => {
    if (current.sold === sold) return current;
    const next = { ...current, sold, updatedAt: ctx.now() };
    await ctx.store.setListingFields(listingId, { sold, updatedAt: next.updatedAt });
    await ctx.store.placed.sync(listingId, current.seqs, current, next);
    return next;
  });
  return presentListing(ctx, updated, user.id);
}
