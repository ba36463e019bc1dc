import { deepLinkTargetPath } from '../dashboard/deep-link-target-path';
import {
  commentNotification,
  notificationSource,
  quotedTitle,
  replyNotification,
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
  'event.commented': commentNotification('EVENT', eventCommentedPayloadSchema, (event) => ({
    recipientId: event.eventOwnerId,
    title: 'New comment on your event',
    action: `commented on ${quotedTitle(event.eventTitle)}`,
    targetUrl: deepLinkTargetPath('event', { id: event.eventId }),
    ids: { eventId: event.eventId },
  })),
  'comment.replied': replyNotification(eventCommentRepliedPayloadSchema, (event) => ({
    itemTitle: event.eventTitle,
    targetUrl: deepLinkTargetPath('event', { id: event.eventId }),
    ids: { eventId: event.eventId },
  })),
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
