import { deepLinkTargetPath } from '../dashboard/deep-link-target-path';
import {
  notificationSource,
  quotedTitle,
  type VerticalNotificationSources,
} from '../notifications/notification-source';
import { commentRepliedPayloadSchema, postCommentedPayloadSchema } from './feed-events';
import type { PostScope } from './post';

/** Spec §2 target patterns: a public post `/feed/posts/{id}`, a campus one `/posts/{id}`, a community's `/communities/{cid}/posts/{pid}`. */
export function postTargetUrl(postId: string, scope: PostScope, communityId: string | null): string {
  if (scope === 'PUBLIC') return deepLinkTargetPath('post', { id: postId }, 'HOME');
  if (scope === 'COMMUNITY' && communityId)
    return deepLinkTargetPath('post', { id: postId, communityId }, 'COMMUNITIES');
  return deepLinkTargetPath('post', { id: postId });
}

/** The feed's notification kinds: a comment on your post, a reply to your comment under a post. */
export const NOTIFICATION_SOURCES: VerticalNotificationSources = {
  'post.commented': notificationSource({
    category: 'POST',
    schema: postCommentedPayloadSchema,
    draft: (event) => ({
      recipientId: event.postOwnerId,
      type: 'comment',
      priority: 'medium',
      title: 'New comment on your post',
      said: {
        actor: event.commenter,
        action: `commented on ${quotedTitle(event.postTitle)}`,
        excerpt: event.excerpt,
      },
      targetUrl: postTargetUrl(event.postId, event.scope, event.communityId),
      metadata: {
        postId: event.postId,
        commentId: event.commentId,
        universityId: event.universityId,
        communityId: event.communityId,
      },
    }),
  }),
  'comment.replied': notificationSource({
    category: 'COMMENT',
    schema: commentRepliedPayloadSchema,
    draft: (event) => ({
      recipientId: event.parentOwnerId,
      type: 'comment',
      priority: 'medium',
      title: 'New reply to your comment',
      said: {
        actor: event.replier,
        action: `replied to your comment on ${quotedTitle(event.postTitle)}`,
        excerpt: event.excerpt,
      },
      targetUrl: postTargetUrl(event.postId, event.scope, event.communityId),
      metadata: {
        postId: event.postId,
        commentId: event.commentId,
        parentCommentId: event.parentCommentId,
        universityId: event.universityId,
        communityId: event.communityId,
      },
    }),
  }),
};
