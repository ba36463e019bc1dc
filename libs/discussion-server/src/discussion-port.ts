import type { AuthUser } from '@campusloop/service-kit';
import type { DiscussionActor } from '@campusloop/contracts';

export type DiscussionAction = 'read' | 'write';

/** An outbox event a new comment or reply records (payload: the consumer's contract). */
export interface DiscussionEventDraft {
  type: string;
  payload: unknown;
}

/** What the kit tells the target port about a new top-level comment on someone else's target. */
export interface CommentedFacts {
  commentId: string;
  /** The target's owner: the recipient. */
  ownerId: string;
  /** As the recipient may see them: no id, name or avatar when anonymous. */
  actor: DiscussionActor;
  excerpt: string;
}

/** What the kit tells the target port about a new reply to someone else's comment. */
export interface RepliedFacts {
  commentId: string;
  parentCommentId: string;
  /** The parent comment's author: the recipient. */
  parentOwnerId: string;
  actor: DiscussionActor;
  excerpt: string;
}

/**
 * Everything the discussion kit needs to know about one kind of target (a post, an event, a
 * listing). The kit owns comments, replies, likes, counts on comments, anonymity, media, paging and
 * events; the port answers the questions only the target's service can.
 */
export interface DiscussionTargetPort<T> {
  /** Stored with comments and likes (`POST`, `EVENT`, `LISTING`). */
  type: string;
  /** The field naming the target on each comment answered (`postId`, `eventId`, `listingId`). */
  field: string;
  /** The target the route's path params name, or null (then 404 `messages.notFound`). */
  load(params: Record<string, string>): Promise<T | null>;
  id(target: T): string;
  /** Its author/organizer/seller: the recipient of `commented` events. */
  ownerId(target: T): string;
  /** May this viewer read (list) or write (comment, like) here? Throws the AppError (401/403) otherwise. */
  authorize(viewer: AuthUser | undefined, target: T, action: DiscussionAction): Promise<void>;
  /**
   * Adds `delta` to the target's top-level comment count (never below 0); null when the target is
   * gone. Use service-kit's `bumpCounter` on the target's model and lock.
   */
  bumpCommentCount(targetId: string, delta: number): Promise<number | null>;
  /** Likes of the target itself (`{basePath}/like`); omit when the target cannot be liked. */
  likes?: {
    bump(targetId: string, delta: number): Promise<number | null>;
    read(targetId: string): Promise<number | null>;
  };
  messages: {
    /** 404 text when the target does not exist. */
    notFound: string;
    /** 403 text when a signed-in user without a complete profile comments (service-kit requireCompleteProfile). */
    profileIncomplete: string;
  };
  /** The outbox events of a new comment (never for one's own target/comment); omit for none. */
  events?: {
    commented?(target: T, facts: CommentedFacts): DiscussionEventDraft;
    replied?(target: T, facts: RepliedFacts): DiscussionEventDraft;
  };
}
