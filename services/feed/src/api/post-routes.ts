import { Router } from 'express';
import { route } from '@campusloop/service-kit';
import { updatePostRequestSchema } from '@campusloop/contracts';
import { deletePost } from '../domain/delete-post';
import type { FeedContext } from '../domain/feed-context';
import { getPost } from '../domain/get-post';
import { updatePost } from '../domain/update-post';
import { etagOf, expectedVersion } from './if-match';
import { postParams } from './request-schemas';

/** One post: read (with ETag), edit (If-Match optional), delete (204). Likes and comments: the discussion kit (app.ts). */
export function postRoutes(ctx: FeedContext): Router {
  const router = Router();

  router.get(
    '/feed/posts/:postId',
    route({ params: postParams }, async ({ params }, req, res) => {
      const { post, version } = await getPost(ctx, req.user, params.postId);
      res.setHeader('ETag', etagOf(version));
      return post;
    }),
  );
  router.put(
    '/feed/posts/:postId',
    route({ params: postParams, body: updatePostRequestSchema }, async ({ params, body }, req, res) => {
      const { post, version } = await updatePost(ctx, req.user, params.postId, body, expectedVersion(req));
      res.setHeader('ETag', etagOf(version));
      return post;
    }),
  );
  router.delete(
    '/feed/posts/:postId',
    route({ params: postParams }, async ({ params }, req, res) => {
      await deletePost(ctx, req.user, params.postId);
      res.status(204).end();
    }),
  );
  return router;
}
