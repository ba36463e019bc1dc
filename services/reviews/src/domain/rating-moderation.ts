import { AppError, reportableItem, visibleDespiteBlock, type AuthUser, type ModeratedItems } from '@campusloop/service-kit';
import {
  RATING_MESSAGES,
  REVIEWS_EVENT_TYPES,
  overallOf,
  type ModeratedContent,
  type RatingModeratedPayload,
} from '@campusloop/contracts';
import type { RatingDoc } from '../data/rating-model';
import { requireReviewReader } from './rating-access';
import { contributionOf } from './rating-aggregate';
import type { ReviewsContext } from './reviews-context';

/** What a moderator reads of a rating: its scores and review (ratings are never anonymous). */
function describeRating(doc: RatingDoc): Pick<ModeratedContent, 'title' | 'text'> {
  const scores = `Overall ${overallOf(doc)} (academics ${doc.academics}, placements ${doc.placements}, campus life ${doc.campusLife}, hostel ${doc.hostel})`;
  return { title: doc.review?.title || null, text: doc.review?.body ? `${doc.review.body}\n${scores}` : scores };
}

/**
 * Ratings as service-kit's moderation kit sees them (issue 28): what moderators read and the block
 * switch.
 */
export function moderatedRatings(ctx: ReviewsContext): ModeratedItems {
  return {
    async describe(ids) {
      const docs = await ctx.store.loadRatings(ids);
      const people = await ctx.people.loadPeople(docs.map((doc) => doc.authorId));
      return new Map(
        docs.map((doc): [string, ModeratedContent] => [
          doc._id,
          {
            ...describeRating(doc),
            authorId: doc.authorId,
            authorName: people.get(doc.authorId)?.name ?? doc.author.name,
            blocked: doc.blocked === true,
          },
        ]),
      );
    },
    setBlocked: (ratingId, blocked) => setRatingBlocked(ctx, ratingId, blocked),
  };
}

/**
 * Blocks or unblocks a rating under its lock (the author's edit and delete take it too): a blocked
 * rating leaves its university's list and its aggregate (overall, means, count, distribution), shows
 * to its author only (marked `blocked` in My Ratings); unblocking puts it back in both.
 * `rating.blocked` / `rating.unblocked` are stored with the change (outbox) and carry the rating's
 * next `moderationVersion`, so referrals stops (and starts again) counting it for "University Rated"
 * and ends right whatever order the two arrive in.
 */
export async function setRatingBlocked(ctx: ReviewsContext, ratingId: string, blocked: boolean): Promise<void> {
  await ctx.store.lock.run(ctx.store.ratingLockKey(ratingId), async () => {
    const doc = await ctx.store.findRating(ratingId);
    if (!doc) throw AppError.notFound(RATING_MESSAGES.notFound);
    if ((doc.blocked === true) === blocked) return;
    const payload: RatingModeratedPayload = {
      ratingId: doc._id,
      userId: doc.authorId,
      universityId: doc.universityId,
      moderationVersion: (doc.moderationVersion ?? 0) + 1,
      moderatedAt: ctx.now().toISOString(),
    };
    const type = blocked ? REVIEWS_EVENT_TYPES.ratingBlocked : REVIEWS_EVENT_TYPES.ratingUnblocked;
    await ctx.outbox.record(() => ctx.store.setRatingBlocked(doc, blocked, payload.moderationVersion), [{ type, payload }]);
    await ctx.store.applyStats(doc.universityId, contributionOf({ ...doc, blocked: false }, blocked ? -1 : 1));
  });
}

/**
 * The rating a report names, if the reporter may see it: a reader of reviews (signed in, complete
 * profile) and a rating of that university that is not blocked for them; 404 otherwise.
 */
export function reportableRating(ctx: ReviewsContext, reporter: AuthUser, params: Record<string, string>): Promise<string> {
  return reportableItem(
    reporter,
    async (user) => {
      const reader = await requireReviewReader(ctx.people, user);
      const doc = await ctx.store.findRating(params['ratingId'] as string);
      if (!doc || doc.universityId !== params['universityId'] || !visibleDespiteBlock(doc, doc.authorId, reader.id))
        throw AppError.notFound(RATING_MESSAGES.notFound);
      return doc._id;
    },
    RATING_MESSAGES.notFound,
  );
}
