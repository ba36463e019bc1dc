import { z } from 'zod';
import { publicIdSchema } from '../ids';
import { MODERATION_OUTCOME_EVENT } from '../moderation/moderation-outcome';
import { DISCUSSION_EVENT_EXCERPT_MAX, discussionActorSchema } from '../discussion/discussion-events';

/** Outbox event types the marketplace service publishes (delivered to subscribers' internal endpoints). */
export const MARKETPLACE_EVENT_TYPES = {
  listingCommented: 'listing.commented',
  listingCommentReplied: 'comment.replied',
  /** service-kit's moderation kit: a listing blocked or its reports dismissed (contracts `moderationOutcomeSchema`). */
  moderationOutcome: MODERATION_OUTCOME_EVENT,
} as const;
export type MarketplaceEventType = (typeof MARKETPLACE_EVENT_TYPES)[keyof typeof MARKETPLACE_EVENT_TYPES];

/** Notification preference category each payload belongs to (spec §3 Notification preference). */
export const MARKETPLACE_NOTIFICATION_CATEGORIES = ['MARKETPLACE', 'COMMENT'] as const;

const listingContext = {
  listingId: publicIdSchema,
  universityId: publicIdSchema,
  /** The listing's title (never a commenter's identity). */
  listingTitle: z.string(),
};

/**
 * `listing.commented` (category MARKETPLACE): a top-level comment (a question) on someone else's
 * listing. `listingOwnerId` (the seller) is the recipient. The commenter is shown as the recipient may
 * see them: an anonymous commenter carries no id (the actor schema refuses one). Not published for
 * the seller's own comments.
 */
export const listingCommentedPayloadSchema = z.strictObject({
  category: z.literal('MARKETPLACE'),
  ...listingContext,
  commentId: publicIdSchema,
  listingOwnerId: z.string().min(1),
  commenter: discussionActorSchema,
  excerpt: z.string().max(DISCUSSION_EVENT_EXCERPT_MAX),
});
export type ListingCommentedPayload = z.infer<typeof listingCommentedPayloadSchema>;

/**
 * `comment.replied` (category COMMENT) from the marketplace service: a reply to someone else's comment
 * on a listing (e.g. the seller answering a question). `parentOwnerId` is the recipient;
 * `target: 'listing'` tells it apart from the feed's and the events'.
 */
export const listingCommentRepliedPayloadSchema = z.strictObject({
  category: z.literal('COMMENT'),
  target: z.literal('listing'),
  ...listingContext,
  commentId: publicIdSchema,
  parentCommentId: publicIdSchema,
  parentOwnerId: z.string().min(1),
  replier: discussionActorSchema,
  excerpt: z.string().max(DISCUSSION_EVENT_EXCERPT_MAX),
});
export type ListingCommentRepliedPayload = z.infer<typeof listingCommentRepliedPayloadSchema>;
