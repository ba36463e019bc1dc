import { requireCampusStudent, AppError, attachNewMedia, planMediaEdit, releaseMedia, requireOwner, type AuthUser } from '@campusloop/service-kit';
import { LISTING_MESSAGES, type Listing, type UpdateListingInput } from '@campusloop/contracts';
import type { ListingDoc } from '../data/listing-model';
import { findListing } from './find-listing';
import { listingWords } from './listing-words';
import type { MarketplaceContext } from './marketplace-context';
import { presentListing } from './present-listing';

/** A listing's seller may edit it only while it is not sold (spec §4, §6): 409 otherwise. */
function requireEditable(doc: ListingDoc, userId: string): void {
  requireOwner(doc.sellerId, userId, LISTING_MESSAGES.editForbidden);
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
  const before = await findListing(ctx, universityId, listingId, user.id);
  requireEditable(before, user.id);
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
    updated = await ctx.store.lock.run(ctx.store.lockKey(listingId), async () => {
      const current = await findListing(ctx, universityId, listingId, user.id);
      requireEditable(current, user.id);
      const fields = {
        title: input.title,
        description: input.description,
        priceCents: input.price,
        notes: input.notes,
        media: plan.resolve(attached),
        words: listingWords(input),
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
