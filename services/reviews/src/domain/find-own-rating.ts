import { RATING_MESSAGES, isWithinRatingWindow } from '@campusloop/contracts';
import { AppError, requireOwner, type AuthUser } from '@campusloop/service-kit';
import type { RatingDoc } from '../data/rating-model';
import type { ReviewsContext } from './reviews-context';

/**
 * The rating an edit or delete is about: 404 when it is not a rating of this university, 403 when it
 * is someone else's, 403 with the spec's 6-month text once its window has closed (spec §4, §8).
 */
export async function findOwnRatingInWindow(
  ctx: ReviewsContext,
  user: AuthUser,
  universityId: string,
  ratingId: string,
  action: 'edit' | 'delete',
): Promise<RatingDoc> {
  const doc = await ctx.store.findRating(ratingId);
  if (!doc || doc.universityId !== universityId) throw AppError.notFound(RATING_MESSAGES.notFound);
  requireOwner(doc.authorId, user.id, action === 'edit' ? RATING_MESSAGES.editForbidden : RATING_MESSAGES.deleteForbidden);
  if (!isWithinRatingWindow(doc.createdAt, ctx.now())) {
    throw AppError.forbidden(action === 'edit' ? RATING_MESSAGES.editWindowClosed : RATING_MESSAGES.deleteWindowClosed);
  }
  return doc;
}
