import { deepLinkTargetPath } from '../dashboard/deep-link-target-path';
import {
  commentNotification,
  quotedTitle,
  replyNotification,
  type VerticalNotificationSources,
} from '../notifications/notification-source';
import { listingCommentedPayloadSchema, listingCommentRepliedPayloadSchema } from './listing-outbox';

/** The marketplace's notification kinds: a question on your listing, a reply to your comment on one. */
export const NOTIFICATION_SOURCES: VerticalNotificationSources = {
  'listing.commented': commentNotification('MARKETPLACE', listingCommentedPayloadSchema, (event) => ({
    recipientId: event.listingOwnerId,
    title: 'New question on your listing',
    action: `asked about ${quotedTitle(event.listingTitle)}`,
    targetUrl: deepLinkTargetPath('listing', { id: event.listingId }),
    ids: { listingId: event.listingId },
  })),
  'comment.replied': replyNotification(listingCommentRepliedPayloadSchema, (event) => ({
    itemTitle: event.listingTitle,
    targetUrl: deepLinkTargetPath('listing', { id: event.listingId }),
    ids: { listingId: event.listingId },
  })),
};
