import { ANONYMOUS_AUTHOR_NAME, DISCUSSION_EVENT_EXCERPT_MAX, type DiscussionActor, type Person } from '@campusloop/contracts';
import type { AuthUser } from '@campusloop/service-kit';
import type { CommentDoc } from '../data/comment-model';
import type { DiscussionEventDraft, DiscussionTargetPort } from '../discussion-port';

/** The actor as an event may carry it: nothing identifying when they acted anonymously. */
export function eventActor(user: AuthUser, person: Person | undefined, isAnonymous: boolean): DiscussionActor {
  if (isAnonymous) return { name: ANONYMOUS_AUTHOR_NAME, avatarUrl: null, isAnonymous: true };
  return { id: user.id, name: person?.name || user.name, avatarUrl: person?.avatarUrl ?? user.avatarUrl, isAnonymous: false };
}

/**
 * The events a new comment causes: the port's `commented` for a top-level comment on someone else's
 * target, its `replied` for a reply to someone else's comment — none for one's own content.
 */
export function commentEvents<T>(
  port: DiscussionTargetPort<T>,
  target: T,
  parent: CommentDoc | null,
  comment: CommentDoc,
  user: AuthUser,
  person: Person | undefined,
): DiscussionEventDraft[] {
  const actor = eventActor(user, person, comment.isAnonymous);
  const excerpt = comment.body.slice(0, DISCUSSION_EVENT_EXCERPT_MAX);
  if (parent === null) {
    const ownerId = port.ownerId(target);
    if (ownerId === user.id || !port.events?.commented) return [];
    return [port.events.commented(target, { commentId: comment._id, ownerId, actor, excerpt })];
  }
  if (parent.authorId === user.id || !port.events?.replied) return [];
  return [
    port.events.replied(target, {
      commentId: comment._id,
      parentCommentId: parent._id,
      parentOwnerId: parent.authorId,
      actor,
      excerpt,
    }),
  ];
}
