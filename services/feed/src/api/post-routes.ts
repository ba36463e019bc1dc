import { Router } from 'express';
import { mountRoute } from '@campusloop/service-kit';
import { FEED_ROUTES } from '@campusloop/contracts';
import { deletePost } from '../domain/delete-post';
import type { FeedContext } from '../domain/feed-context';
import { getPost } from '../domain/get-post';
import { updatePost } from '../domain/update-post';
import { etagOf, expectedVersion } from './if-match';

/** One post: read (with ETag), edit (If-Match optional), delete (204). Likes and comments: the discussion kit (app.ts). */
export function postRoutes(ctx: FeedContext): Router {
  const router = Router();

  mountRoute(router, FEED_ROUTES.getPost, async ({ params }, req, res) => {
    const { post, version } = await getPost(ctx, req.user, params.postId);
    res.setHeader('ETag', etagOf(version));
    return post;
  });
  mountRoute(router, FEED_ROUTES.updatePost, async ({ params, body }, req, res) => {
    const { post, version } = await updatePost(ctx, req.user, params.postId, body, expectedVersion(req));
    res.setHeader('ETag', etagOf(version));
    return post;
  });
  mountRoute(router, FEED_ROUTES.deletePost, async ({ params }, req, res) => {
    await deletePost(ctx, req.user, params.postId);
    res.status(204).end();
  });
  return router;
}
