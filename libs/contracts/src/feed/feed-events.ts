import { z } from 'zod';
import { publicIdSchema } from '../ids';
import { ANONYMOUS_AUTHOR_NAME } from './feed-messages';
import { POST_SCOPES } from './post';

/** Outbox event types the feed service publishes (delivered to subscribers' internal endpoints). */
export const FEED_EVENT_TYPES = {
  postCommented: 'post.commented',
  commentReplied: 'comment.replied',
} as const;
export type FeedEventType = (typeof FEED_EVENT_TYPES)[keyof typeof FEED_EVENT_TYPES];

/** Longest excerpt of a comment's text an event carries. */
export const FEED_EVENT_EXCERPT_MAX = 80;

/**
 * Who acted, as the recipient may see it. An anonymous actor has no id, no avatar and the name
 * 'Anonymous': a consumer cannot reveal what it never receives.
 */
export const feedEventActorSchema = z
  .strictObject({
    id: z.string().min(1).optional(),
    name: z.string(),
    avatarUrl: z.string().nullable(),
    isAnonymous: z.boolean(),
  })
  .refine(
    (actor) =>
      !actor.isAnonymous ||
      (actor.id === undefined && actor.name === ANONYMOUS_AUTHOR_NAME && actor.avatarUrl === null),
    {
      message: 'An anonymous actor must not be identifiable',
    },
  );
export type FeedEventActor = z.infer<typeof feedEventActorSchema>;

const postContext = {
  postId: publicIdSchema,
  /** The post's title (never its author). */
  postTitle: z.string(),
  scope: z.enum(POST_SCOPES),
  universityId: z.string().nullable(),
  communityId: z.string().nullable(),
};

/**
 * `post.commented`: a top-level comment was added. `postOwnerId` is the recipient to notify (also
 * for anonymous posts: the notification goes to that owner only). Not published when the
 * commenter is the post's owner (nobody to tell).
 */
export const postCommentedPayloadSchema = z.strictObject({
  ...postContext,
  commentId: publicIdSchema,
  postOwnerId: z.string().min(1),
  commenter: feedEventActorSchema,
  excerpt: z.string().max(FEED_EVENT_EXCERPT_MAX),
});
export type PostCommentedPayload = z.infer<typeof postCommentedPayloadSchema>;

/**
 * `comment.replied`: a reply was added to a comment (or to a reply). `parentOwnerId` is the
 * recipient. Not published when the replier owns the parent comment.
 */
export const commentRepliedPayloadSchema = z.strictObject({
  ...postContext,
  commentId: publicIdSchema,
  parentCommentId: publicIdSchema,
  parentOwnerId: z.string().min(1),
  replier: feedEventActorSchema,
  excerpt: z.string().max(FEED_EVENT_EXCERPT_MAX),
});
export type CommentRepliedPayload = z.infer<typeof commentRepliedPayloadSchema>;
