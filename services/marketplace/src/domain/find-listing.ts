import { AppError } from '@campusloop/service-kit';
import { LISTING_MESSAGES } from '@campusloop/contracts';
import type { ListingDoc } from '../data/listing-model';
import type { MarketplaceContext } from './marketplace-context';

/** Whether `viewerId` may see the listing at all: a blocked listing only shows to its seller. */
export const isVisibleTo = (doc: ListingDoc, viewerId: string | undefined): boolean =>
  !doc.blocked || doc.sellerId === viewerId;

/**
 * The listing `listingId` of `universityId` as `viewerId` may see it: 404 'Listing not found' when
 * there is none there (one of another campus is not found under this one) or it is blocked and the
 * viewer is not its seller (hidden, not refused: others cannot tell it exists).
 */
export async function findListing(
  ctx: MarketplaceContext,
  universityId: string,
  listingId: string,
  viewerId: string,
): Promise<ListingDoc> {
  const doc = await ctx.store.findListing(listingId);
  if (!doc || doc.universityId !== universityId || !isVisibleTo(doc, viewerId)) {
    throw AppError.notFound(LISTING_MESSAGES.notFound);
  }
  return doc;
}
