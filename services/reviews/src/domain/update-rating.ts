import { RATING_MESSAGES, type Rating, type UpdateRatingInput } from '@campusloop/contracts';
import { attachNewMedia, changeOwnedItem, planMediaEdit, releaseMedia, type AuthUser } from '@campusloop/service-kit';
import type { RatingDoc } from '../data/rating-model';
import { ownRating, requireRatingWindow } from './own-rating';
import { requireRater } from './rating-access';
import { addStats, contributionOf } from './rating-aggregate';
import { presentRating, reviewOf } from './present-rating';
import type { ReviewsContext } from './reviews-context';

/**
 * PUT /universities/{universityId}/ratings/{ratingId}: its author edits scores, review and images
 * within 6 months of creation. Runs under the rating's lock, so the aggregate gets exactly the
 * difference between the rating it replaced and the new one, also when two edits race.
 */
export async function updateRating(
  ctx: ReviewsContext,
  viewer: AuthUser | undefined,
  universityId: string,
  ratingId: string,
  input: UpdateRatingInput,
): Promise<Rating> {
  const user = requireRater(viewer, universityId);
  const own = ownRating(ctx, user, universityId, ratingId, 'edit');
  const updated = await changeOwnedItem(own, async (doc) => {
    requireRatingWindow(ctx, doc, 'edit');
    const plan = planMediaEdit(doc.media, input.media, RATING_MESSAGES.mediaNotOnRating);
    const attached = await attachNewMedia(ctx.media, {
      userId: user.id,
      context: 'RATING',
      referenceId: ratingId,
      descriptors: plan.uploads,
      isAnonymous: false,
    });
    const next: RatingDoc = {
      ...doc,
      academics: input.academics,
      placements: input.placements,
      campusLife: input.campusLife,
      hostel: input.hostel,
      review: reviewOf(input.title, input.body),
      media: plan.resolve(attached),
      updatedAt: ctx.now(),
    };
    try {
      await ctx.store.replaceRating(next);
    } catch (error) {
      await releaseMedia(ctx, 'RATING', ratingId, attached.map((item) => item.id));
      throw error;
    }
    await ctx.store.applyStats(universityId, addStats(contributionOf(next), contributionOf(doc, -1)));
    await releaseMedia(ctx, 'RATING', ratingId, plan.removedIds);
    return next;
  });
  const people = await ctx.people.loadPeople([user.id]);
  return presentRating(updated, user.id, people, ctx.now());
}
