import { z } from 'zod';
import { publicIdSchema } from '../ids';
import { ANONYMOUS_AUTHOR_NAME } from './discussion-messages';

/** Longest excerpt of a comment's text an event carries. */
export const DISCUSSION_EVENT_EXCERPT_MAX = 80;

/**
 * Who acted, as the recipient may see it. An anonymous actor has no id, no avatar and the name
 * 'Anonymous': a consumer cannot reveal what it never receives.
 */
export const discussionActorSchema = z
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
export type DiscussionActor = z.infer<typeof discussionActorSchema>;

/** The comment an outbox event is about: its id and an excerpt (never its author when anonymous). */
export const discussionEventCommentShape = {
  commentId: publicIdSchema,
  excerpt: z.string().max(DISCUSSION_EVENT_EXCERPT_MAX),
};
