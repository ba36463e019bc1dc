import { requireCampusStudent, type AuthUser, type ModeratedItems } from '@campusloop/service-kit';
import { setListingBlocked } from './block-listing';
import { findListing } from './find-listing';
import type { MarketplaceContext } from './marketplace-context';

/** Listings as service-kit's moderation kit sees them: what moderators read, and the block switch. */
export function moderatedListings(ctx: MarketplaceContext): ModeratedItems {
  return {
    async describe(ids) {
      const docs = await ctx.store.listingsByIds(ids);
      return new Map(
        docs.map((doc) => [
          doc._id,
          { title: doc.title, text: doc.description, authorId: doc.sellerId, blocked: doc.blocked },
        ]),
      );
    },
    setBlocked: (listingId, blocked) => setListingBlocked(ctx, listingId, blocked),
  };
}

/**
 * The listing a report names, if the reporter may see it: a verified student of its campus (403
 * otherwise) and a listing there that is not blocked for them (404 like any unknown id).
 */
export async function reportableListing(
  ctx: MarketplaceContext,
  reporter: AuthUser,
  params: Record<string, string>,
): Promise<string> {
  const universityId = params['universityId'] as string;
  const user = requireCampusStudent(reporter, universityId);
  return (await findListing(ctx, universityId, params['listingId'] as string, user))._id;
}
