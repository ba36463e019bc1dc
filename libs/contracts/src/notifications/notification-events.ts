import { z } from 'zod';
import {
  eventCommentedPayloadSchema,
  eventCommentRepliedPayloadSchema,
  eventReminderPayloadSchema,
  eventWaitlistPromotedPayloadSchema,
} from '../events/event-outbox';
import { commentRepliedPayloadSchema, postCommentedPayloadSchema } from '../feed/feed-events';
import {
  listingCommentedPayloadSchema,
  listingCommentRepliedPayloadSchema,
} from '../marketplace/listing-outbox';
import { ACCOUNT_RESTRICTION_EVENT, accountRestrictionSchema } from '../moderation/account-restriction';
import { MODERATION_OUTCOME_EVENT, moderationOutcomeSchema } from '../moderation/moderation-outcome';

/**
 * The outbox events the notifications service turns into notifications (its manifest entry subscribes
 * to them at /internal/events), each with the payload schema its publisher's contract declares.
 * `comment.replied` comes from three publishers: the feed's payload has no `target`, the events'
 * and the marketplace's say `target: 'event' | 'listing'`. `moderation.outcome` comes from every vertical
 * that moderates (service-kit's moderation kit), `account.restriction-changed` from identity.
 */
export const NOTIFICATION_SOURCE_EVENTS = {
  'post.commented': postCommentedPayloadSchema,
  'comment.replied': z.union([
    commentRepliedPayloadSchema,
    eventCommentRepliedPayloadSchema,
    listingCommentRepliedPayloadSchema,
  ]),
  'event.commented': eventCommentedPayloadSchema,
  'event.waitlist-promoted': eventWaitlistPromotedPayloadSchema,
  'event.reminder': eventReminderPayloadSchema,
  'listing.commented': listingCommentedPayloadSchema,
  [MODERATION_OUTCOME_EVENT]: moderationOutcomeSchema,
  [ACCOUNT_RESTRICTION_EVENT]: accountRestrictionSchema,
} as const;
export type NotificationSourceEventType = keyof typeof NOTIFICATION_SOURCE_EVENTS;
export type NotificationSourcePayload<T extends NotificationSourceEventType> = z.infer<
  (typeof NOTIFICATION_SOURCE_EVENTS)[T]
>;
