import { centsToPrice, type Listing } from '@campusloop/contracts';
import { presentAuthorship, type PeopleById } from '@campusloop/service-kit';
import type { ListingDoc } from '../data/listing-model';
import type { MarketplaceContext } from './marketplace-context';

/**
 * The seller through the owned-item kit's one authorship rule (listings are never anonymous):
 * identity's current name and avatar from the people projection, the snapshot stored with the
 * listing when neither knows the person.
 */
function presentSeller(doc: ListingDoc, viewerId: string, people: PeopleById) {
  const shown = presentAuthorship(
    { isAnonymous: false, authorId: doc.sellerId, author: doc.seller, media: [] },
    viewerId,
    people,
  );
  return {
    seller: { id: doc.sellerId, name: shown.author.name, avatarUrl: shown.author.avatarUrl },
    isOwner: shown.isOwner,
  };
}

/** Listings as `viewerId` sees them (spec §3): price from the stored cents, seller, isOwner. */
export async function presentListings(
  ctx: MarketplaceContext,
  docs: ListingDoc[],
  viewerId: string,
): Promise<Listing[]> {
  const people = await ctx.people.loadPeople([...new Set(docs.map((doc) => doc.sellerId))]);
  return docs.map((doc) => {
    const { seller, isOwner } = presentSeller(doc, viewerId, people);
    return {
      id: doc._id,
      universityId: doc.universityId,
      title: doc.title,
      description: doc.description,
      price: centsToPrice(doc.priceCents),
      notes: doc.notes,
      media: doc.media,
      seller,
      sold: doc.sold,
      blocked: doc.blocked && isOwner,
      commentCount: Math.max(0, doc.commentCount ?? 0),
      isOwner,
      createdAt: doc.createdAt.toISOString(),
      updatedAt: doc.updatedAt.toISOString(),
    };
  });
}

export async function presentListing(
  ctx: MarketplaceContext,
  doc: ListingDoc,
  viewerId: string,
): Promise<Listing> {
  const [listing] = await presentListings(ctx, [doc], viewerId);
  return listing as Listing;
}
