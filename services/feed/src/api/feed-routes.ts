import { Router } from 'express';
import { z } from 'zod';
import { route } from '@campusloop/service-kit';
import { createPostRequestSchema } from '@campusloop/contracts';
import { createPost } from '../domain/create-post';
import type { FeedContext } from '../domain/feed-context';
import type { FeedTarget } from '../domain/feed-target';
import { listFeedPosts } from '../domain/list-feed-posts';
import {
  communityPageQuery,
  feedPageQuery,
  publicCommunityParams,
  universityCommunityParams,
  universityParams,
} from './request-schemas';

type PathParams = Record<string, string>;

/**
 * The four feeds of spec §7, each with GET ?page&size (newest first) and POST {title, body,
 * isAnonymous, media?} (201 with the new post).
 */
export function feedRoutes(ctx: FeedContext): Router {
  const router = Router();

  function feed(
    path: string,
    params: z.ZodType<PathParams>,
    query: typeof feedPageQuery,
    toTarget: (params: PathParams) => FeedTarget,
  ): void {
    router.get(
      path,
      route({ params, query }, (input, req) =>
        listFeedPosts(ctx, req.user, toTarget(input.params), input.query),
      ),
    );
    router.post(
      path,
      route({ params, body: createPostRequestSchema }, async (input, req, res) => {
        const post = await createPost(ctx, req.user, toTarget(input.params), input.body);
        res.status(201);
        return post;
      }),
    );
  }

  feed('/feed/public/posts', z.object({}), feedPageQuery, () => ({ scope: 'PUBLIC' }));
  feed('/feed/universities/:universityId/posts', universityParams, feedPageQuery, (params) => ({
    scope: 'CAMPUS',
    universityId: params['universityId'] as string,
  }));
  feed(
    '/feed/public/communities/:communityId/posts',
    publicCommunityParams,
    communityPageQuery,
    (params) => ({
      scope: 'COMMUNITY',
      communityId: params['communityId'] as string,
      universityId: null,
    }),
  );
  feed(
    '/feed/universities/:universityId/communities/:communityId/posts',
    universityCommunityParams,
    communityPageQuery,
    (params) => ({
      scope: 'COMMUNITY',
      communityId: params['communityId'] as string,
      universityId: params['universityId'] as string,
    }),
  );
  return router;
}
