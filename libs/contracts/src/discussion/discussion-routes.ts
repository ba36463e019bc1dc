import { z } from 'zod';
import { PAGE_SIZES } from '../constants';
import { publicIdSchema } from '../ids';
import { pageQuerySchema } from '../paging';
import type { RouteContracts, RouteSpec } from '../routes/route-contract';
import { pathParamNames, type PathTemplate } from '../routes/route-path';
import { createCommentRequestSchema } from './comment';
import { discussionPaths } from './discussion-paths';
import { likeResponseSchema } from './like';

export const commentsPageQuerySchema = pageQuerySchema(PAGE_SIZES.comments);
export const repliesPageQuerySchema = pageQuerySchema(PAGE_SIZES.replies);

/** Each `{name}` of a template as a public id (else 400). */
export function idParamsOf(template: string) {
  return z.object(Object.fromEntries(pathParamNames(template).map((name) => [name, publicIdSchema])));
}

export interface DiscussionRoutesOptions<L extends boolean = boolean> {
  /** The target's path, e.g. `/feed/posts/{postId}`. */
  base: PathTemplate;
  /** What the target is called in summaries ("post", "event"). */
  noun: string;
  comment: z.ZodType;
  pagedComments: z.ZodType;
  /** Who may read and write, in words. */
  access: string;
  /** Whether the target itself can be liked (`{base}/like`). */
  likes: L;
  /** Whether visitors may read (a public target) or only signed-in callers. */
  readAuth: 'optional' | 'required';
}

/**
 * The discussion kit's routes on one kind of target (spec §7): comments, replies, likes of comments
 * and (with `likes`) of the target. Spread into the vertical's `defineRoutes`; the discussion
 * server mounts exactly these.
 */
export function discussionRouteSpecs<L extends boolean>({
  base,
  noun,
  comment,
  pagedComments,
  access,
  likes,
  readAuth,
}: DiscussionRoutesOptions<L>): L extends true ? CommentSpecs & TargetLikeSpecs : CommentSpecs {
  const all = {
    ...commentRouteSpecs(base, noun, comment, pagedComments, access, readAuth),
    ...targetLikeSpecs(base, noun, access),
  };
  if (likes) return all as never;
  const { likeTarget: _like, unlikeTarget: _unlike, ...comments } = all;
  return comments as never;
}

type CommentSpecs = ReturnType<typeof commentRouteSpecs>;
type TargetLikeSpecs = ReturnType<typeof targetLikeSpecs>;

/** The discussion routes of one vertical (its `<NAME>_ROUTES` has them): what the discussion server mounts. */
export type DiscussionRoutes = RouteContracts<CommentSpecs> & Partial<RouteContracts<TargetLikeSpecs>>;

const LIKE = { description: 'The like state after the call (idempotent).', schema: likeResponseSchema };

function commentRouteSpecs(
  base: string,
  noun: string,
  comment: z.ZodType,
  pagedComments: z.ZodType,
  access: string,
  readAuth: 'optional' | 'required',
) {
  const paths = discussionPaths(base);
  const target = idParamsOf(base);
  const ofComment = idParamsOf(paths.comment);
  const like = LIKE;
  return {
    listComments: {
      method: 'GET',
      path: paths.comments,
      summary: `Comments of a ${noun}, newest first`,
      auth: readAuth,
      access,
      params: target,
      query: commentsPageQuerySchema,
      answers: { 200: { description: 'A page of top-level comments.', schema: pagedComments } },
      errors: [403, 404],
    },
    addComment: {
      method: 'POST',
      path: paths.comments,
      summary: `Comment on a ${noun}, or reply to a comment (parentId)`,
      auth: 'required',
      access,
      params: target,
      body: createCommentRequestSchema,
      answers: { 201: { description: 'The new comment as its author sees it.', schema: comment } },
      errors: [403, 404, 413, 503],
    },
    deleteComment: {
      method: 'DELETE',
      path: paths.comment,
      summary: 'Delete a comment with its replies',
      auth: 'required',
      access: "the comment's author",
      params: ofComment,
      answers: { 204: { description: 'Deleted, with its whole thread.' } },
      errors: [403, 404],
    },
    listReplies: {
      method: 'GET',
      path: paths.replies,
      summary: 'Replies to a comment, oldest first',
      auth: readAuth,
      access,
      params: ofComment,
      query: repliesPageQuerySchema,
      answers: { 200: { description: 'A page of replies.', schema: pagedComments } },
      errors: [403, 404],
    },
    likeComment: {
      method: 'POST',
      path: paths.commentLike,
      summary: 'Like a comment or reply',
      auth: 'required',
      access,
      params: ofComment,
      answers: { 200: like },
      errors: [403, 404],
    },
    unlikeComment: {
      method: 'DELETE',
      path: paths.commentLike,
      summary: 'Take back a like of a comment or reply',
      auth: 'required',
      access,
      params: ofComment,
      answers: { 200: like },
      errors: [403, 404],
    },
  } as const satisfies Record<string, RouteSpec>;
}

function targetLikeSpecs(base: string, noun: string, access: string) {
  const paths = discussionPaths(base);
  const target = idParamsOf(base);
  const like = LIKE;
  return {
    likeTarget: {
      method: 'POST',
      path: paths.like,
      summary: `Like a ${noun}`,
      auth: 'required',
      access,
      params: target,
      answers: { 200: like },
      errors: [403, 404],
    },
    unlikeTarget: {
      method: 'DELETE',
      path: paths.like,
      summary: `Take back a like of a ${noun}`,
      auth: 'required',
      access,
      params: target,
      answers: { 200: like },
      errors: [403, 404],
    },
  } as const satisfies Record<string, RouteSpec>;
}
