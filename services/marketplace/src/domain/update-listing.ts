import {
  AppError,
  attachNewMedia,
  changeOwnedItem,
  planMediaEdit,
  releaseMedia,
  requireCampusStudent,
  requireOwner,
  type AuthUser,
} from '@campusloop/service-kit';
import { LISTING_MESSAGES, type Listing, type UpdateListingInput } from '@campusloop/contracts';
import type { ListingDoc } from '../data/listing-model';
import { sellersListing } from './find-listing';
import { storedListingFields } from './listing-fields';
import type { MarketplaceContext } from './marketplace-context';
import { presentListing } from './present-listing';

/** A listing's seller may edit it only while it is not sold (spec §4, §6): 409 otherwise. */
function requireUnsold(doc: ListingDoc): void {
  if (doc.sold) throw AppError.conflict(LISTING_MESSAGES.soldNotEditable);
}

/**
 * PUT /universities/{universityId}/market/{id} by its seller while not sold: title, description,
 * price, notes and images (kept by id, new as descriptors, the rest released). New images are
 * attached before the listing's lock (a media call must not hold it); if the listing was sold or
 * deleted meanwhile, they are released and the edit is refused.
 */
export async function updateListing(
  ctx: MarketplaceContext,
  viewer: AuthUser | undefined,
  universityId: string,
  listingId: string,
  input: UpdateListingInput,
): Promise<Listing> {
  const user = requireCampusStudent(viewer, universityId);
  const seller = sellersListing(ctx, universityId, listingId, user, LISTING_MESSAGES.editForbidden);
  const before = await seller.find();
  requireOwner(before.sellerId, user.id, seller.forbiddenMessage);
  requireUnsold(before);
  const plan = planMediaEdit(before.media, input.media, LISTING_MESSAGES.mediaNotOnListing);
  const attached = await attachNewMedia(ctx.media, {
    userId: user.id,
    context: 'MARKETPLACE',
    referenceId: listingId,
    descriptors: plan.uploads,
    isAnonymous: false,
  });

  let updated: ListingDoc;
  try {
    updated = await changeOwnedItem(seller, async (current) => {
      requireUnsold(current);
      const fields = {
        ...storedListingFields(input),
        media: plan.resolve(attached),
        updatedAt: ctx.now(),
      };
      await ctx.store.setListingFields(listingId, fields);
      return { ...current, ...fields };
    });
  } catch (error) {
    await releaseMedia(
      ctx,
      'MARKETPLACE',
      listingId,
      attached.map((item) => item.id),
    );
    throw error;
  }
  await releaseMedia(ctx, 'MARKETPLACE', listingId, plan.removedIds);
  return presentListing(ctx, updated, user.id);
}
