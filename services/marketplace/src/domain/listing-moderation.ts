import { LISTING_MESSAGES } from '@campusloop/contracts';
import { reportableItem, requireCampusStudent, type AuthUser, type ModeratedItems } from '@campusloop/service-kit';
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
 * The listing a report names, if the reporter may see it: a verified student of its campus and a
 * listing there that is not blocked for them. Anything else answers 404 like an unknown id (the kit's
 * `reportableItem` turns the campus rule's 403 into it), so a report cannot probe another campus.
 */
export function reportableListing(ctx: MarketplaceContext, reporter: AuthUser, params: Record<string, string>): Promise<string> {
  return reportableItem(
    reporter,
    async (user) => {
      const universityId = params['universityId'] as string;
      const student = requireCampusStudent(user, universityId);
      return (await findListing(ctx, universityId, params['listingId'] as string, student))._id;
    },
    LISTING_MESSAGES.notFound,
  );
}
