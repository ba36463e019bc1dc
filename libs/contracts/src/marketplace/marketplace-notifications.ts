import { deepLinkTargetPath } from '../dashboard/deep-link-target-path';
import {
  notificationSource,
  quotedTitle,
  type VerticalNotificationSources,
} from '../notifications/notification-source';
import { listingCommentedPayloadSchema, listingCommentRepliedPayloadSchema } from './listing-outbox';

/** The marketplace's notification kinds: a question on your listing, a reply to your comment on one. */
export const NOTIFICATION_SOURCES: VerticalNotificationSources = {
  'listing.commented': notificationSource({
    category: 'MARKETPLACE',
    schema: listingCommentedPayloadSchema,
    draft: (event) => ({
      recipientId: event.listingOwnerId,
      type: 'comment',
      priority: 'medium',
      title: 'New question on your listing',
      said: {
        actor: event.commenter,
        action: `asked about ${quotedTitle(event.listingTitle)}`,
        excerpt: event.excerpt,
      },
      targetUrl: deepLinkTargetPath('listing', { id: event.listingId }),
      metadata: { listingId: event.listingId, commentId: event.commentId, universityId: event.universityId },
    }),
  }),
  'comment.replied': notificationSource({
    category: 'COMMENT',
    schema: listingCommentRepliedPayloadSchema,
    draft: (event) => ({
      recipientId: event.parentOwnerId,
      type: 'comment',
      priority: 'medium',
      title: 'New reply to your comment',
      said: {
        actor: event.replier,
        action: `replied to your comment on ${quotedTitle(event.listingTitle)}`,
        excerpt: event.excerpt,
      },
      targetUrl: deepLinkTargetPath('listing', { id: event.listingId }),
      metadata: {
        listingId: event.listingId,
        commentId: event.commentId,
        parentCommentId: event.parentCommentId,
        universityId: event.universityId,
      },
    }),
  }),
};
