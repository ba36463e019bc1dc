import { requireCampusStudent, authorSnapshot, newAuthoredItem, releaseMedia, type AuthUser } from '@campusloop/service-kit';
import type { CreateListingInput, Listing } from '@campusloop/contracts';
import type { ListingDoc } from '../data/listing-model';
import { storedListingFields } from './listing-fields';
import type { MarketplaceContext } from './marketplace-context';
import { presentListing } from './present-listing';

/**
 * POST /universities/{universityId}/market: a verified student of that university lists an item. The
 * owned-item kit's start (complete profile, new id, up to 3 images attached in context MARKETPLACE),
 * then the listing and its places in the lists; if that fails, the images are released again.
 */
export async function createListing(
  ctx: MarketplaceContext,
  viewer: AuthUser | undefined,
  universityId: string,
  input: CreateListingInput,
): Promise<Listing> {
  const user = requireCampusStudent(viewer, universityId);
  const item = await newAuthoredItem(ctx, user, {
    context: 'MARKETPLACE',
    descriptors: input.media,
    isAnonymous: false,
  });
  const now = ctx.now();
  const placed = { universityId, sellerId: user.id, sold: false, blocked: false };
  let doc: ListingDoc;
  try {
    doc = {
      _id: item.id,
      ...placed,
      seller: authorSnapshot(user, item.person),
      ...storedListingFields(input),
      media: item.media,
      commentCount: 0,
      seqs: await ctx.store.placed.reserve(placed),
      createdAt: now,
      updatedAt: now,
    };
    await ctx.store.insertListing(doc);
  } catch (error) {
    if (item.media.length > 0) await releaseMedia(ctx, 'MARKETPLACE', item.id);
    throw error;
  }
  await ctx.store.placed.sync(doc._id, doc.seqs, null, doc);
  return presentListing(ctx, doc, user.id);
}
