import { Router } from 'express';
import { route } from '@campusloop/service-kit';
import { createCommentRequestSchema } from '@campusloop/contracts';
import { addComment } from '../domain/add-comment';
import { deleteComment } from '../domain/delete-comment';
import type { FeedContext } from '../domain/feed-context';
import { listComments, listReplies } from '../domain/list-comments';
import { setCommentLike } from '../domain/set-comment-like';
import { commentParams, commentsPageQuery, postParams, repliesPageQuery } from './request-schemas';

/** Comments and replies of a post (spec §7): list, add (201), delete (204), like and unlike. */
export function commentRoutes(ctx: FeedContext): Router {
  const router = Router();

  router.get(
    '/feed/posts/:postId/comments',
    route({ params: postParams, query: commentsPageQuery }, ({ params, query }, req) =>
      listComments(ctx, req.user, params.postId, query),
    ),
  );
  router.post(
    '/feed/posts/:postId/comments',
    route({ params: postParams, body: createCommentRequestSchema }, async ({ params, body }, req, res) => {
      const comment = await addComment(ctx, req.user, params.postId, body);
      res.status(201);
      return comment;
    }),
  );
  router.delete(
    '/feed/posts/:postId/comments/:commentId',
    route({ params: commentParams }, async ({ params }, req, res) => {
      await deleteComment(ctx, req.user, params.postId, params.commentId);
      res.status(204).end();
    }),
  );
  router.get(
    '/feed/posts/:postId/comments/:commentId/replies',
    route({ params: commentParams, query: repliesPageQuery }, ({ params, query }, req) =>
      listReplies(ctx, req.user, params.postId, params.commentId, query),
    ),
  );
  router.post(
    '/feed/posts/:postId/comments/:commentId/like',
    route({ params: commentParams }, ({ params }, req) =>
      setCommentLike(ctx, req.user, params.postId, params.commentId, true),
    ),
  );
  router.delete(
    '/feed/posts/:postId/comments/:commentId/like',
    route({ params: commentParams }, ({ params }, req) =>
      setCommentLike(ctx, req.user, params.postId, params.commentId, false),
    ),
  );
  return router;
}
