import { z } from 'zod';
import { publicIdSchema } from '../ids';
import { MODERATION_OUTCOME_EVENT } from '../moderation/moderation-outcome';
import { DISCUSSION_EVENT_EXCERPT_MAX, discussionActorSchema, type DiscussionActor } from '../discussion/discussion-events';
import { POST_SCOPES } from './post';

/** Outbox event types the feed service publishes (delivered to subscribers' internal endpoints). */
export const FEED_EVENT_TYPES = {
  postCommented: 'post.commented',
  commentReplied: 'comment.replied',
  /** service-kit's moderation kit: a post or comment blocked or its reports dismissed (contracts `moderationOutcomeSchema`). */
  moderationOutcome: MODERATION_OUTCOME_EVENT,
} as const;
export type FeedEventType = (typeof FEED_EVENT_TYPES)[keyof typeof FEED_EVENT_TYPES];

/** Longest excerpt of a comment's text an event carries (the discussion kit's). */
export const FEED_EVENT_EXCERPT_MAX = DISCUSSION_EVENT_EXCERPT_MAX;

/** Who acted, as the recipient may see it: the discussion kit's actor (anonymous: no id, no avatar). */
export const feedEventActorSchema = discussionActorSchema;
export type FeedEventActor = DiscussionActor;

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
