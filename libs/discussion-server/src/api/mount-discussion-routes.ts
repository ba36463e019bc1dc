import type { Router } from 'express';
import { mountRoute } from '@campusloop/service-kit';
import type { DiscussionRoutes } from '@campusloop/contracts';
import type { DiscussionTargetPort } from '../discussion-port';
import { addComment } from '../domain/add-comment';
import { deleteComment } from '../domain/delete-comment';
import type { DiscussionContext } from '../domain/discussion-context';
import { listComments, listReplies } from '../domain/list-comments';
import { setCommentLike, setTargetLike } from '../domain/set-like';

export interface DiscussionRoutesOptions<T> {
  /**
   * The routes' contracts (libs/contracts), e.g. `FEED_ROUTES` for `/feed/posts/{postId}/comments…`:
   * every param of the target's path is a public id; the like routes are there when the port has `likes`.
   */
  routes: DiscussionRoutes;
  target: DiscussionTargetPort<T>;
}

/**
 * The discussion routes of one kind of target (spec §7), mounted from their contracts
 * (`discussionRouteSpecs` in libs/contracts): GET/POST `{target}/comments` (201), DELETE
 * `/comments/{commentId}` (204), GET `/comments/{commentId}/replies`, POST/DELETE
 * `/comments/{commentId}/like`, and POST/DELETE `{target}/like` when the port has `likes`.
 * Mount on the router that authenticates (token optional; writes answer 401 without one).
 */
export function mountDiscussionRoutes<T>(
  router: Router,
  ctx: DiscussionContext,
  { routes, target: port }: DiscussionRoutesOptions<T>,
): Router {
  // A comment route's params: the target's, and the (validated) comment id.
  const split = (params: Record<string, string>) => {
    const { commentId, ...target } = params;
    return { target, commentId: commentId as string };
  };

  mountRoute(router, routes.listComments, ({ params, query }, req) =>
    listComments(ctx, port, req.user, params, query),
  );
  mountRoute(router, routes.addComment, async ({ params, body }, req, res) => {
    const comment = await addComment(ctx, port, req.user, params, body);
    res.status(201);
    return comment;
  });
  mountRoute(router, routes.deleteComment, async ({ params }, req, res) => {
    await deleteComment(ctx, port, req.user, split(params).target, split(params).commentId);
    res.status(204).end();
  });
  mountRoute(router, routes.listReplies, ({ params, query }, req) =>
    listReplies(ctx, port, req.user, split(params).target, split(params).commentId, query),
  );
  for (const [contract, on] of [
    [routes.likeComment, true],
    [routes.unlikeComment, false],
  ] as const) {
    mountRoute(router, contract, ({ params }, req) =>
      setCommentLike(ctx, port, req.user, split(params).target, split(params).commentId, on),
    );
  }
  if (!port.likes) return router;
  if (!routes.likeTarget || !routes.unlikeTarget) {
    throw new Error(
      `discussion: the port likes its targets but ${routes.listComments.vertical} has no like route contracts`,
    );
  }
  for (const [contract, on] of [
    [routes.likeTarget, true],
    [routes.unlikeTarget, false],
  ] as const) {
    mountRoute(router, contract, ({ params }, req) => setTargetLike(ctx, port, req.user, params, on));
  }
  return router;
}
