import { z } from 'zod';
import { publicIdSchema } from '../ids';
import { MODERATION_OUTCOME_EVENT } from '../moderation/moderation-outcome';

/** Outbox event types the reviews service publishes (delivered to subscribers' internal endpoints). */
export const REVIEWS_EVENT_TYPES = {
  ratingCreated: 'rating.created',
  ratingDeleted: 'rating.deleted',
  /** service-kit's moderation kit: a rating blocked or its reports dismissed (contracts `moderationOutcomeSchema`). */
  moderationOutcome: MODERATION_OUTCOME_EVENT,
} as const;
export type ReviewsEventType = (typeof REVIEWS_EVENT_TYPES)[keyof typeof REVIEWS_EVENT_TYPES];

const ratingFacts = {
  /** The rating (consumers de-duplicate by it: delivery is at-least-once). */
  ratingId: publicIdSchema,
  /** Its author, a verified student of `universityId`. */
  userId: z.string().min(1),
  universityId: publicIdSchema,
};

/**
 * `rating.created`: `userId` rated their university (referral eligibility: "University Rated").
 * Stored in the same write as the rating; an edit publishes nothing.
 */
export const ratingCreatedPayloadSchema = z.strictObject({
  ...ratingFacts,
  createdAt: z.iso.datetime(),
});
export type RatingCreatedPayload = z.infer<typeof ratingCreatedPayloadSchema>;

/**
 * `rating.deleted`: the author deleted that rating (within its 6-month window). `remainingRatings` is
 * how many ratings `userId` still has after it (any university), so a consumer need not count.
 */
export const ratingDeletedPayloadSchema = z.strictObject({
  ...ratingFacts,
  remainingRatings: z.number().int().min(0),
});
export type RatingDeletedPayload = z.infer<typeof ratingDeletedPayloadSchema>;
