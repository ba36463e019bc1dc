import { RATING_MESSAGES, REVIEWS_EVENT_TYPES, type RatingDeletedPayload } from '@campusloop/contracts';
import { deleteOwnedItem, releaseMedia, type AuthUser } from '@campusloop/service-kit';
import { ownRating, requireRatingWindow } from './own-rating';
import { requireRater } from './rating-access';
import { contributionOf } from './rating-aggregate';
import type { ReviewsContext } from './reviews-context';

/**
 * DELETE /universities/{universityId}/ratings/{ratingId}: its author, within 6 months of creation.
 * The aggregate stops counting it, its one-per-6-months claim is released (so the student may rate
 * again: they no longer have a rating of that period), its images are released, and
 * `rating.deleted` tells referrals how many ratings the student still has.
 */
export async function deleteRating(
  ctx: ReviewsContext,
  viewer: AuthUser | undefined,
  universityId: string,
  ratingId: string,
): Promise<void> {
  const user = requireRater(viewer, universityId);
  await deleteOwnedItem({
    ...ownRating(ctx, user, universityId, ratingId, 'delete'),
    remove: async (doc) => {
      requireRatingWindow(ctx, doc, 'delete');
      const remaining = await ctx.store.authorPage(user.id, { page: 0, size: 1 });
      const payload: RatingDeletedPayload = {
        ratingId,
        userId: user.id,
        universityId,
        remainingRatings: Math.max(0, remaining.total - 1),
      };
      await ctx.outbox.record(() => ctx.store.deleteRating(doc), [
        { type: REVIEWS_EVENT_TYPES.ratingDeleted, payload },
      ]);
      await ctx.store.applyStats(universityId, contributionOf(doc, -1));
      await ctx.store.releaseClaim(doc.claimId);
      return true;
    },
    notFoundMessage: RATING_MESSAGES.notFound,
    // The rating is gone for everyone once removed: its images are released (best effort, logged).
    cleanups: () => [releaseMedia(ctx, 'RATING', ratingId)],
    logger: ctx.logger,
    logFields: () => ({ ratingId }),
  });
}
