import { requireCampusStudent, AppError, releaseMedia, requireOwner, type AuthUser } from '@campusloop/service-kit';
import { LISTING_MESSAGES } from '@campusloop/contracts';
import { findListing } from './find-listing';
import type { MarketplaceContext } from './marketplace-context';

/**
 * DELETE /universities/{universityId}/market/{id}: the seller deletes at any time (sold or not). The
 * delete decides a race with a second one (404); then its places in the lists, its questions and its
 * images go (failures there are logged: the listing is gone for everyone already).
 */
export async function deleteListing(
  ctx: MarketplaceContext,
  viewer: AuthUser | undefined,
  universityId: string,
  listingId: string,
): Promise<void> {
  const user = requireCampusStudent(viewer, universityId);
  const deleted = await ctx.store.lock.run(ctx.store.lockKey(listingId), async () => {
    const doc = await findListing(ctx, universityId, listingId, user.id);
    requireOwner(doc.sellerId, user.id, LISTING_MESSAGES.deleteForbidden);
    if (!(await ctx.store.deleteListing(listingId))) throw AppError.notFound(LISTING_MESSAGES.notFound);
    return doc;
  });
  // Outside the listing's lock: the discussion kit takes it for the comment counter.
  const cleanups = await Promise.allSettled([
    ctx.store.placed.sync(listingId, deleted.seqs, deleted, null),
    ctx.discussion.removeTarget(listingId),
    deleted.media.length > 0 ? releaseMedia(ctx, 'MARKETPLACE', listingId) : Promise.resolve(),
  ]);
  for (const result of cleanups) {
    if (result.status === 'rejected') {
      ctx.logger.error({ err: result.reason, listingId }, 'cleanup after deleting a listing failed');
    }
  }
}
