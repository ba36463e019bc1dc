import type { z } from 'zod';
import type { DiscussionActor } from '../discussion/discussion-events';
import {
  compactNotificationMessage,
  type NotificationCategory,
  type NotificationPriority,
  type NotificationType,
} from './notification-texts';

/** What one outbox event tells its recipient, as the vertical that publishes it declares it. */
export interface NotificationSourceDraft {
  recipientId: string;
  type: NotificationType;
  priority: NotificationPriority;
  title: string;
  /**
   * Someone did something: the text reads `<name> <action>: <excerpt>` (the name as the recipient may
   * see it: 'Anonymous' with no id for an anonymous actor), and grouped notifications read
   * `<names> <action>` (issue 29).
   */
  said?: { actor: DiscussionActor; action: string; excerpt: string };
  /** Nobody did it (a reminder, a seat that opened): the whole text. */
  message?: string;
  /** Spec §2 deep-link target. */
  targetUrl: string;
  /** Ids the notification carries; empty or missing ones are left out. */
  metadata: Record<string, string | null | undefined>;
}

/** One kind of notification: the outbox event's payload schema, its preference category and its texts. */
export interface NotificationSource<S extends z.ZodType = z.ZodType> {
  category: NotificationCategory;
  schema: S;
  draft(payload: z.infer<S>): NotificationSourceDraft;
}

/**
 * A vertical's notification kinds by outbox event type, declared in its own contract
 * (`libs/contracts/src/<vertical>/<vertical>-notifications.ts`, exported as `NOTIFICATION_SOURCES`)
 * with its categories in its manifest entry (`notifications.categories`). `node tools/verticals/sync.cjs`
 * lists every vertical's sources for the notifications service; a new tab adds kinds without editing it.
 */
export type VerticalNotificationSources = Record<string, NotificationSource>;

/** Declares one kind (infers the payload type from its schema). */
export const notificationSource = <S extends z.ZodType>(source: NotificationSource<S>): NotificationSource =>
  source as unknown as NotificationSource;

/** An item's title as notification texts quote it: `"…"`, at most 60 characters. */
export const quotedTitle = (title: string): string => `"${compactNotificationMessage(title, 60)}"`;

type Ids = Record<string, string | null | undefined>;
type CommentPayload = {
  commenter: DiscussionActor;
  excerpt: string;
  commentId: string;
  universityId: string | null;
};
type ReplyPayload = {
  parentOwnerId: string;
  replier: DiscussionActor;
  excerpt: string;
  commentId: string;
  parentCommentId: string;
  universityId: string | null;
};

/**
 * Someone commented on the recipient's item (a post, an event, a listing): type comment, priority
 * medium, `<name> <action>: <excerpt>`, grouped by the action.
 */
export function commentNotification<S extends z.ZodType>(
  category: NotificationCategory,
  /** A payload with the commenter, the excerpt and the comment's and university's ids. */
  schema: z.infer<S> extends CommentPayload ? S : never,
  about: (payload: z.infer<S>) => {
    recipientId: string;
    title: string;
    action: string;
    targetUrl: string;
    ids: Ids;
  },
): NotificationSource {
  return notificationSource({
    category,
    schema,
    draft: (event) => {
      const { recipientId, title, action, targetUrl, ids } = about(event);
      const comment = event as CommentPayload;
      return {
        recipientId,
        type: 'comment',
        priority: 'medium',
        title,
        said: { actor: comment.commenter, action, excerpt: comment.excerpt },
        targetUrl,
        metadata: { ...ids, commentId: comment.commentId, universityId: comment.universityId },
      };
    },
  });
}

/** Someone replied to the recipient's comment under an item: category COMMENT, one text for every vertical. */
export function replyNotification<S extends z.ZodType>(
  /** A payload with the parent comment's owner, the replier, the excerpt and the ids. */
  schema: z.infer<S> extends ReplyPayload ? S : never,
  about: (payload: z.infer<S>) => { itemTitle: string; targetUrl: string; ids: Ids },
): NotificationSource {
  return notificationSource({
    category: 'COMMENT',
    schema,
    draft: (event) => {
      const { itemTitle, targetUrl, ids } = about(event);
      const reply = event as ReplyPayload;
      return {
        recipientId: reply.parentOwnerId,
        type: 'comment',
        priority: 'medium',
        title: 'New reply to your comment',
        said: {
          actor: reply.replier,
          action: `replied to your comment on ${quotedTitle(itemTitle)}`,
          excerpt: reply.excerpt,
        },
        targetUrl,
        metadata: {
          ...ids,
          commentId: reply.commentId,
          parentCommentId: reply.parentCommentId,
          universityId: reply.universityId,
        },
      };
    },
  });
}
