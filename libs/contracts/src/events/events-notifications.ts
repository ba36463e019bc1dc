import { deepLinkTargetPath } from '../dashboard/deep-link-target-path';
import {
  notificationSource,
  quotedTitle,
  type VerticalNotificationSources,
} from '../notifications/notification-source';
import {
  eventCommentedPayloadSchema,
  eventCommentRepliedPayloadSchema,
  eventReminderPayloadSchema,
  eventWaitlistPromotedPayloadSchema,
} from './event-outbox';

/** The events' notification kinds: comments and replies on an event, a waitlist seat, the reminders. */
export const NOTIFICATION_SOURCES: VerticalNotificationSources = {
  'event.commented': notificationSource({
    category: 'EVENT',
    schema: eventCommentedPayloadSchema,
    draft: (event) => ({
      recipientId: event.eventOwnerId,
      type: 'comment',
      priority: 'medium',
      title: 'New comment on your event',
      said: {
        actor: event.commenter,
        action: `commented on ${quotedTitle(event.eventTitle)}`,
        excerpt: event.excerpt,
      },
      targetUrl: deepLinkTargetPath('event', { id: event.eventId }),
      metadata: { eventId: event.eventId, commentId: event.commentId, universityId: event.universityId },
    }),
  }),
  'comment.replied': notificationSource({
    category: 'COMMENT',
    schema: eventCommentRepliedPayloadSchema,
    draft: (event) => ({
      recipientId: event.parentOwnerId,
      type: 'comment',
      priority: 'medium',
      title: 'New reply to your comment',
      said: {
        actor: event.replier,
        action: `replied to your comment on ${quotedTitle(event.eventTitle)}`,
        excerpt: event.excerpt,
      },
      targetUrl: deepLinkTargetPath('event', { id: event.eventId }),
      metadata: {
        eventId: event.eventId,
        commentId: event.commentId,
        parentCommentId: event.parentCommentId,
        universityId: event.universityId,
      },
    }),
  }),
  'event.waitlist-promoted': notificationSource({
    category: 'EVENT',
    schema: eventWaitlistPromotedPayloadSchema,
    draft: (event) => ({
      recipientId: event.userId,
      type: 'event',
      priority: 'high',
      title: "You're in!",
      message: `A seat opened up: you are now attending ${quotedTitle(event.eventTitle)} (${event.startsAtFormatted}).`,
      targetUrl: deepLinkTargetPath('event', { id: event.eventId }),
      metadata: { eventId: event.eventId, universityId: event.universityId },
    }),
  }),
  'event.reminder': notificationSource({
    category: 'EVENT',
    schema: eventReminderPayloadSchema,
    draft: (event) => ({
      recipientId: event.userId,
      type: 'event',
      priority: event.kind === '1h' ? 'high' : 'medium',
      title: event.kind === '1h' ? 'Event starting in 1 hour' : 'Event tomorrow',
      message: `${quotedTitle(event.eventTitle)} starts ${event.startsAtFormatted} at ${event.location}.`,
      targetUrl: deepLinkTargetPath('event', { id: event.eventId }),
      metadata: { eventId: event.eventId, universityId: event.universityId },
    }),
  }),
};
