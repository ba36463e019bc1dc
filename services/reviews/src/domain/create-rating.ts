import {
  RATING_MESSAGES,
  REVIEWS_EVENT_TYPES,
  isWithinRatingWindow,
  type CreateRatingInput,
  type Rating,
  type RatingCreatedPayload,
} from '@campusloop/contracts';
import { AppError, authorSnapshot, newAuthoredItem, releaseMedia, type AuthUser } from '@campusloop/service-kit';
import { ratingClaimId } from '../data/rating-claim-model';
import type { RatingDoc } from '../data/rating-model';
import { requireRater } from './rating-access';
import { contributionOf } from './rating-aggregate';
import { presentRating, reviewOf } from './present-rating';
import type { ReviewsContext } from './reviews-context';

const alreadyRated = () => AppError.conflict(RATING_MESSAGES.alreadyRated);

/**
 * POST /universities/{universityId}/ratings: a verified student rates their own university, at most
 * once per 6 months. The newest earlier rating decides (409 while its window is open); the unique
 * claim "after that rating" then makes two concurrent submits end with one rating, across processes
 * too. Uploads are attached (context RATING) and released again if the rating is not stored.
 * `rating.created` is stored with the rating (outbox); the aggregate then counts it.
 */
export async function createRating(
  ctx: ReviewsContext,
  viewer: AuthUser | undefined,
  universityId: string,
  input: CreateRatingInput,
): Promise<Rating> {
  const user = requireRater(viewer, universityId);
  const previous = await ctx.store.newestRatingOf(user.id, universityId);
  if (previous && isWithinRatingWindow(previous.createdAt, ctx.now())) throw alreadyRated();

  const authored = await newAuthoredItem(ctx, user, {
    context: 'RATING',
    descriptors: input.media,
    isAnonymous: false,
  });
  const release = () => (authored.media.length > 0 ? releaseMedia(ctx, 'RATING', authored.id) : Promise.resolve());
  const now = ctx.now();
  const claimId = ratingClaimId(user.id, universityId, previous?._id ?? null);
  if (!(await ctx.store.claim({ _id: claimId, ratingId: authored.id, createdAt: now }))) {
    await release();
    throw alreadyRated();
  }

  let doc: RatingDoc;
  try {
    const seqs = await ctx.store.reserveSeqs(universityId, user.id);
    doc = {
      _id: authored.id,
      universityId,
      universityName: user.universityName,
      authorId: user.id,
      author: authorSnapshot(user, authored.person),
      isAnonymous: false,
      academics: input.academics,
      placements: input.placements,
      campusLife: input.campusLife,
      hostel: input.hostel,
      review: reviewOf(input.title, input.body),
      media: authored.media,
      claimId,
      ...seqs,
      createdAt: now,
      updatedAt: now,
    };
    const payload: RatingCreatedPayload = {
      ratingId: doc._id,
      userId: user.id,
      universityId,
      createdAt: now.toISOString(),
    };
    await ctx.outbox.record(() => ctx.store.insertRating(doc), [
      { type: REVIEWS_EVENT_TYPES.ratingCreated, payload },
    ]);
  } catch (error) {
    await ctx.store.releaseClaim(claimId);
    await release();
    throw error;
  }
  await ctx.store.listRating(doc);
  await ctx.store.applyStats(universityId, contributionOf(doc));
  const people = authored.person ? new Map([[user.id, authored.person]]) : new Map();
  return presentRating(doc, user.id, people, now);
}
