import { z } from 'zod';
import { PAGE_SIZES, REVIEW_BODY_MAX, REVIEW_TITLE_MAX } from '../constants';
import { authorSchema } from '../discussion/authored-item';
import { publicIdSchema } from '../ids';
import { maxImagesMessage } from '../media/media-messages';
import { mediaInputSchema, mediaItemSchema, uploadDescriptorSchema } from '../media/media-item';
import { pagedSchema, pageQuerySchema } from '../paging';
import { singleLineText } from '../single-line-text';
import { RATING_MESSAGES } from './rating-messages';
import {
  RATING_CATEGORIES,
  RATING_MAX,
  RATING_MAX_IMAGES,
  RATING_MIN,
  type RatingCategory,
} from './rating-texts';

/** Edit/delete window and the one-rating-per-university period (spec §4, §9): 6 calendar months. */
export const RATING_WINDOW_MONTHS = 6;

/** The end of a rating's 6-month window: the same day and time 6 calendar months later (UTC). */
export function ratingWindowEnd(createdAt: Date): Date {
  const end = new Date(createdAt.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + RATING_WINDOW_MONTHS);
  // 31 August + 6 months is the last day of February, not 3 March.
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** True while `now` is inside the rating's 6-month window (edit, delete, and "one per 6 months"). */
export function isWithinRatingWindow(createdAt: Date, now: Date): boolean {
  return now.getTime() < ratingWindowEnd(createdAt).getTime();
}

/** The overall rating of spec §9: the mean of the four, one decimal. */
export function overallOf(scores: Record<RatingCategory, number>): number {
  return roundToOneDecimal(RATING_CATEGORIES.reduce((sum, key) => sum + scores[key], 0) / RATING_CATEGORIES.length);
}

/** One decimal, halves away from zero (3.25 → 3.3), without binary floating-point surprises. */
export function roundToOneDecimal(value: number): number {
  return Math.round(Number((value * 10).toFixed(6))) / 10;
}

const score = z
  .number({ error: RATING_MESSAGES.categoriesRequired })
  .int(RATING_MESSAGES.categoriesRequired)
  .min(RATING_MIN, RATING_MESSAGES.categoriesRequired)
  .max(RATING_MAX, RATING_MESSAGES.categoriesRequired);

const reviewTitle = singleLineText(
  z.string().trim().max(REVIEW_TITLE_MAX, RATING_MESSAGES.reviewTitleTooLong),
  'Review title',
);
const reviewBody = z.string().trim().max(REVIEW_BODY_MAX, RATING_MESSAGES.reviewBodyTooLong);

const ratingFields = {
  academics: score,
  placements: score,
  campusLife: score,
  hostel: score,
  /** Optional; blank (or null) with a blank body means no review (spec §3: review null). */
  title: reviewTitle.nullable().optional(),
  body: reviewBody.nullable().optional(),
};

/** POST /universities/{universityId}/ratings (spec §7): new images as upload descriptors only. */
export const createRatingRequestSchema = z.strictObject({
  ...ratingFields,
  media: z
    .array(uploadDescriptorSchema)
    .max(RATING_MAX_IMAGES, maxImagesMessage(RATING_MAX_IMAGES, 'RATING'))
    .default([]),
});
export type CreateRatingRequest = z.input<typeof createRatingRequestSchema>;
export type CreateRatingInput = z.output<typeof createRatingRequestSchema>;

/**
 * PUT /universities/{universityId}/ratings/{ratingId}: the whole rating again. `media` lists the
 * images as they should be afterwards (kept ones by id, new ones as descriptors); omitted keeps them.
 */
export const updateRatingRequestSchema = z.strictObject({
  ...ratingFields,
  media: z
    .array(mediaInputSchema)
    .max(RATING_MAX_IMAGES, maxImagesMessage(RATING_MAX_IMAGES, 'RATING'))
    .optional(),
});
export type UpdateRatingRequest = z.input<typeof updateRatingRequestSchema>;
export type UpdateRatingInput = z.output<typeof updateRatingRequestSchema>;

export const ratingsPageQuerySchema = pageQuerySchema(PAGE_SIZES.ratings);
export const ratingsUniversityParamsSchema = z.object({ universityId: publicIdSchema });
export const ratingParamsSchema = z.object({ universityId: publicIdSchema, ratingId: publicIdSchema });

const scoreOut = z.number().int().min(RATING_MIN).max(RATING_MAX);

/** A rating as a viewer sees it (spec §3 Rating), with its author and the caller's edit rights. */
export const ratingSchema = z.strictObject({
  id: publicIdSchema,
  academics: scoreOut,
  placements: scoreOut,
  campusLife: scoreOut,
  hostel: scoreOut,
  /** Mean of the four, one decimal. */
  overall: z.number().min(RATING_MIN).max(RATING_MAX),
  review: z.strictObject({ title: z.string(), body: z.string() }).nullable(),
  media: z.array(mediaItemSchema),
  university: z.strictObject({ id: publicIdSchema, name: z.string().nullable() }),
  universityId: publicIdSchema,
  author: authorSchema,
  authorId: z.string().optional(),
  isOwner: z.boolean(),
  /** True for its author while the 6-month window is open (spec §4). */
  canModify: z.boolean(),
  /** When the 6-month edit/delete window closes. */
  editableUntil: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Present (true) only for the author of a rating a moderator blocked: nobody else gets it (issue 28). */
  blocked: z.literal(true).optional(),
});
export type Rating = z.infer<typeof ratingSchema>;

const mean = z.number().min(RATING_MIN).max(RATING_MAX).nullable();

/**
 * A university's aggregate (null means with no ratings): overall = mean of the four category
 * means, one decimal; each category's mean, one decimal; the count; how many ratings have each
 * rounded overall 1-5 (`distribution['4']`: ratings whose overall rounds to 4).
 */
export const ratingSummarySchema = z.strictObject({
  universityId: publicIdSchema,
  count: z.number().int().min(0),
  overall: mean,
  categories: z.strictObject({ academics: mean, placements: mean, campusLife: mean, hostel: mean }),
  distribution: z.strictObject({
    '1': z.number().int().min(0),
    '2': z.number().int().min(0),
    '3': z.number().int().min(0),
    '4': z.number().int().min(0),
    '5': z.number().int().min(0),
  }),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/** GET /universities/{universityId}/ratings: a page of ratings, newest first, and the aggregate. */
export const universityRatingsPageSchema = pagedSchema(ratingSchema).extend({ summary: ratingSummarySchema });
export type UniversityRatingsPage = z.infer<typeof universityRatingsPageSchema>;

/** GET /users/me/activity/ratings: the caller's ratings, newest first. */
export const myRatingsPageSchema = pagedSchema(ratingSchema);
export type MyRatingsPage = z.infer<typeof myRatingsPageSchema>;
