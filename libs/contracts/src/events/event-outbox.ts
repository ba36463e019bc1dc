import { z } from 'zod';
import { publicIdSchema } from '../ids';
import { DISCUSSION_EVENT_EXCERPT_MAX, discussionActorSchema } from '../discussion/discussion-events';
import { MODERATION_OUTCOME_EVENT } from '../moderation/moderation-outcome';

/** Outbox event types the events service publishes (delivered to subscribers' internal endpoints). */
export const EVENTS_EVENT_TYPES = {
  eventCommented: 'event.commented',
  eventCommentReplied: 'comment.replied',
  waitlistPromoted: 'event.waitlist-promoted',
  reminder: 'event.reminder',
  /** service-kit's moderation kit: an event or comment blocked or its reports dismissed (contracts `moderationOutcomeSchema`). */
  moderationOutcome: MODERATION_OUTCOME_EVENT,
} as const;
export type EventsEventType = (typeof EVENTS_EVENT_TYPES)[keyof typeof EVENTS_EVENT_TYPES];

/** Notification preference category each payload belongs to (spec §3 Notification preference). */
export const EVENTS_NOTIFICATION_CATEGORIES = ['EVENT', 'COMMENT'] as const;

const eventContext = {
  eventId: publicIdSchema,
  universityId: publicIdSchema,
  /** The event's title (never a commenter's identity). */
  eventTitle: z.string(),
};

/**
 * `event.commented` (category EVENT): a top-level comment on someone else's event. `eventOwnerId`
 * is the recipient. The commenter is shown as the recipient may see them: an anonymous commenter
 * carries no id (the actor schema refuses one). Not published for the owner's own comments.
 */
export const eventCommentedPayloadSchema = z.strictObject({
  category: z.literal('EVENT'),
  ...eventContext,
  commentId: publicIdSchema,
  eventOwnerId: z.string().min(1),
  commenter: discussionActorSchema,
  excerpt: z.string().max(DISCUSSION_EVENT_EXCERPT_MAX),
});
export type EventCommentedPayload = z.infer<typeof eventCommentedPayloadSchema>;

/**
 * `comment.replied` (category COMMENT) from the events service: a reply to someone else's comment
 * on an event. `parentOwnerId` is the recipient; `target: 'event'` tells it apart from the feed's.
 */
export const eventCommentRepliedPayloadSchema = z.strictObject({
  category: z.literal('COMMENT'),
  target: z.literal('event'),
  ...eventContext,
  commentId: publicIdSchema,
  parentCommentId: publicIdSchema,
  parentOwnerId: z.string().min(1),
  replier: discussionActorSchema,
  excerpt: z.string().max(DISCUSSION_EVENT_EXCERPT_MAX),
});
export type EventCommentRepliedPayload = z.infer<typeof eventCommentRepliedPayloadSchema>;

/**
 * `event.waitlist-promoted` (category EVENT): a seat freed up and `userId` (the recipient) now
 * attends the event. Published once per promotion.
 */
export const eventWaitlistPromotedPayloadSchema = z.strictObject({
  category: z.literal('EVENT'),
  ...eventContext,
  userId: z.string().min(1),
  startsAt: z.iso.datetime({ offset: true }),
  startsAtFormatted: z.string(),
});
export type EventWaitlistPromotedPayload = z.infer<typeof eventWaitlistPromotedPayloadSchema>;

export const EVENT_REMINDER_KINDS = ['24h', '1h'] as const;
export type EventReminderKind = (typeof EVENT_REMINDER_KINDS)[number];

/**
 * `event.reminder` (category EVENT): the event starts in about 24 hours or 1 hour; one per
 * attendee (`userId`, the recipient) and kind, at most once, also across restarts.
 */
export const eventReminderPayloadSchema = z.strictObject({
  category: z.literal('EVENT'),
  ...eventContext,
  userId: z.string().min(1),
  kind: z.enum(EVENT_REMINDER_KINDS),
  startsAt: z.iso.datetime({ offset: true }),
  startsAtFormatted: z.string(),
  location: z.string(),
});
export type EventReminderPayload = z.infer<typeof eventReminderPayloadSchema>;
