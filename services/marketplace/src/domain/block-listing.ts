import { AppError } from '@campusloop/service-kit';
import { LISTING_MESSAGES } from '@campusloop/contracts';
import type { MarketplaceContext } from './marketplace-context';

/**
 * Moderation (spec §4: "Blocked is a badge set elsewhere"; no client route sets it): a blocked listing
 * leaves the campus lists and answers 404 to everyone but its seller, who sees it with its BLOCKED
 * badge in My Listings. Unblocking puts it back in its old place.
 */
export async function setListingBlocked(
  ctx: MarketplaceContext,
  listingId: string,
  blocked: boolean,
): Promise<void> {
  await ctx.store.lock.run(ctx.store.lockKey(listingId), async () => {
    const current = await ctx.store.findListing(listingId);
    if (!current) throw AppError.notFound(LISTING_MESSAGES.notFound);
    if (current.blocked === blocked) return;
    await ctx.store.setListingFields(listingId, { blocked });
    await ctx.store.placed.sync(listingId, current.seqs, current, { ...current, blocked });
  });
}
