import { RATING_MESSAGES, isWithinRatingWindow } from '@campusloop/contracts';
import { AppError, ownedItemChange, visibleDespiteBlock, type AuthUser, type OwnedItemChange } from '@campusloop/service-kit';
import type { RatingDoc } from '../data/rating-model';
import type { ReviewsContext } from './reviews-context';

type RatingAction = 'edit' | 'delete';

/**
 * The author's edit or delete of a rating (service-kit's `changeOwnedItem` / `deleteOwnedItem`): 404
 * when it is not a rating of this university (`ownedItemChange`: `findOwnedItem`), 403 with the action's text when it is
 * someone else's, all under the rating's lock. The 6-month window is `requireRatingWindow`, checked
 * in the change (after the owner check, as before).
 */
export function ownRating(
  ctx: ReviewsContext,
  user: AuthUser,
  universityId: string,
  ratingId: string,
  action: RatingAction,
): OwnedItemChange<RatingDoc> {
  return ownedItemChange(user, {
    load: async () => {
      const doc = await ctx.store.findRating(ratingId);
      // A blocked rating is none for anyone but its author (issue 28).
      return doc && doc.universityId === universityId && visibleDespiteBlock(doc, doc.authorId, user.id) ? doc : null;
    },
    notFoundMessage: RATING_MESSAGES.notFound,
    ownerOf: (doc) => doc.authorId,
    forbiddenMessage: action === 'edit' ? RATING_MESSAGES.editForbidden : RATING_MESSAGES.deleteForbidden,
    lock: { lock: ctx.store.lock, key: ctx.store.ratingLockKey(ratingId) },
  });
}

/** 403 with the spec's 6-month text once the rating's window has closed (spec §4, §8). */
export function requireRatingWindow(ctx: ReviewsContext, doc: RatingDoc, action: RatingAction): void {
  if (!isWithinRatingWindow(doc.createdAt, ctx.now())) {
    throw AppError.forbidden(
      action === 'edit' ? RATING_MESSAGES.editWindowClosed : RATING_MESSAGES.deleteWindowClosed,
    );
  }
}
