import { deepLinkTargetPath } from '../dashboard/deep-link-target-path';
import {
  commentNotification,
  quotedTitle,
  replyNotification,
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
  'post.commented': commentNotification('POST', postCommentedPayloadSchema, (event) => ({
    recipientId: event.postOwnerId,
    title: 'New comment on your post',
    action: `commented on ${quotedTitle(event.postTitle)}`,
    targetUrl: postTargetUrl(event.postId, event.scope, event.communityId),
    ids: { postId: event.postId, communityId: event.communityId },
  })),
  'comment.replied': replyNotification(commentRepliedPayloadSchema, (event) => ({
    itemTitle: event.postTitle,
    targetUrl: postTargetUrl(event.postId, event.scope, event.communityId),
    ids: { postId: event.postId, communityId: event.communityId },
  })),
};
