import type { Router } from 'express';
import { z } from 'zod';
import { route } from '@campusloop/service-kit';
import { PAGE_SIZES, createCommentRequestSchema, pageQuerySchema, publicIdSchema } from '@campusloop/contracts';
import type { DiscussionTargetPort } from '../discussion-port';
import { addComment } from '../domain/add-comment';
import { deleteComment } from '../domain/delete-comment';
import type { DiscussionContext } from '../domain/discussion-context';
import { listComments, listReplies } from '../domain/list-comments';
import { setCommentLike, setTargetLike } from '../domain/set-like';

const commentsPageQuery = pageQuerySchema(PAGE_SIZES.comments);
const repliesPageQuery = pageQuerySchema(PAGE_SIZES.replies);

export interface DiscussionRoutesOptions<T> {
  /** The target's path with its params, e.g. `/feed/posts/:postId` or `/events/universities/:universityId/events/:eventId`. */
  basePath: string;
  target: DiscussionTargetPort<T>;
}

/** Every `:param` of an Express path, each a public id (else 400). */
function paramsSchemaOf(path: string) {
  const names = [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
  return z.object(Object.fromEntries(names.map((name) => [name, publicIdSchema])));
}

/**
 * The discussion routes of one kind of target (spec §7), relative to `basePath`:
 * GET/POST `/comments` (201), DELETE `/comments/:commentId` (204), GET `/comments/:commentId/replies`,
 * POST/DELETE `/comments/:commentId/like`, and POST/DELETE `/like` when the port has `likes`.
 * Mount on the router that authenticates (token optional; writes answer 401 without one).
 */
export function mountDiscussionRoutes<T>(
  router: Router,
  ctx: DiscussionContext,
  { basePath, target: port }: DiscussionRoutesOptions<T>,
): Router {
  const targetParams = paramsSchemaOf(basePath);
  const commentParams = targetParams.extend({ commentId: publicIdSchema });
  // A comment route's params: the target's, and the (validated) comment id.
  const split = (params: Record<string, string>) => {
    const { commentId, ...target } = params;
    return { target, commentId: commentId as string };
  };

  router.get(
    `${basePath}/comments`,
    route({ params: targetParams, query: commentsPageQuery }, ({ params, query }, req) =>
      listComments(ctx, port, req.user, params, query),
    ),
  );
  router.post(
    `${basePath}/comments`,
    route({ params: targetParams, body: createCommentRequestSchema }, async ({ params, body }, req, res) => {
      const comment = await addComment(ctx, port, req.user, params, body);
      res.status(201);
      return comment;
    }),
  );
  router.delete(
    `${basePath}/comments/:commentId`,
    route({ params: commentParams }, async ({ params }, req, res) => {
      await deleteComment(ctx, port, req.user, split(params).target, split(params).commentId);
      res.status(204).end();
    }),
  );
  router.get(
    `${basePath}/comments/:commentId/replies`,
    route({ params: commentParams, query: repliesPageQuery }, ({ params, query }, req) =>
      listReplies(ctx, port, req.user, split(params).target, split(params).commentId, query),
    ),
  );
  for (const [method, on] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    router[method](
      `${basePath}/comments/:commentId/like`,
      route({ params: commentParams }, ({ params }, req) =>
        setCommentLike(ctx, port, req.user, split(params).target, split(params).commentId, on),
      ),
    );
    if (port.likes) {
      router[method](
        `${basePath}/like`,
        route({ params: targetParams }, ({ params }, req) => setTargetLike(ctx, port, req.user, params, on)),
      );
    }
  }
  return router;
}
