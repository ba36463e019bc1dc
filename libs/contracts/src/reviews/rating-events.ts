import { z } from 'zod';
import { publicIdSchema } from '../ids';
import { MODERATION_OUTCOME_EVENT } from '../moderation/moderation-outcome';

/** Outbox event types the reviews service publishes (delivered to subscribers' internal endpoints). */
export const REVIEWS_EVENT_TYPES = {
  ratingCreated: 'rating.created',
  ratingDeleted: 'rating.deleted',
  /** A moderator blocked a rating (issue 28): consumers treat it as deleted until `rating.unblocked`. */
  ratingBlocked: 'rating.blocked',
  /** A moderator unblocked it: it counts again. */
  ratingUnblocked: 'rating.unblocked',
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

/**
 * `rating.blocked` / `rating.unblocked` (issue 28): a moderator blocked or unblocked that rating. Each
 * block or unblock raises the rating's `moderationVersion` by one (under the rating's lock), so a
 * consumer keeps the state of the highest version it has seen: a block and its unblock delivered out
 * of order (or twice) end in the state of the later action.
 */
export const ratingModeratedPayloadSchema = z.strictObject({
  ...ratingFacts,
  moderationVersion: z.number().int().min(1),
  moderatedAt: z.iso.datetime(),
});
export type RatingModeratedPayload = z.infer<typeof ratingModeratedPayloadSchema>;
