import { Router } from 'express';
import { mountRoute } from '@campusloop/service-kit';
import { FEED_ROUTES } from '@campusloop/contracts';
import { createPost } from '../domain/create-post';
import type { FeedContext } from '../domain/feed-context';
import type { FeedTarget } from '../domain/feed-target';
import { listFeedPosts } from '../domain/list-feed-posts';

type PathParams = Record<string, string>;
type Feed = 'Public' | 'Campus' | 'PublicCommunity' | 'CampusCommunity';
type FeedList = (typeof FEED_ROUTES)[`list${Feed}Posts`];
type FeedCreate = (typeof FEED_ROUTES)[`create${Feed}Post`];

/**
 * The four feeds of spec §7, each with GET ?page&size (newest first) and POST {title, body,
 * isAnonymous, media?} (201 with the new post).
 */
export function feedRoutes(ctx: FeedContext): Router {
  const router = Router();

  // The list's and the create's contracts (FEED_ROUTES) share a path, so the same params.
  function feed(list: FeedList, create: FeedCreate, toTarget: (params: PathParams) => FeedTarget): void {
    mountRoute(router, list, (input, req) =>
      listFeedPosts(ctx, req.user, toTarget((input.params ?? {}) as PathParams), input.query),
    );
    mountRoute(router, create, async (input, req, res) => {
      const post = await createPost(ctx, req.user, toTarget((input.params ?? {}) as PathParams), input.body);
      res.status(201);
      return post;
    });
  }

  feed(FEED_ROUTES.listPublicPosts, FEED_ROUTES.createPublicPost, () => ({ scope: 'PUBLIC' }));
  feed(FEED_ROUTES.listCampusPosts, FEED_ROUTES.createCampusPost, (params) => ({
    scope: 'CAMPUS',
    universityId: params['universityId'] as string,
  }));
  feed(FEED_ROUTES.listPublicCommunityPosts, FEED_ROUTES.createPublicCommunityPost, (params) => ({
    scope: 'COMMUNITY',
    communityId: params['communityId'] as string,
    universityId: null,
  }));
  feed(FEED_ROUTES.listCampusCommunityPosts, FEED_ROUTES.createCampusCommunityPost, (params) => ({
    scope: 'COMMUNITY',
    communityId: params['communityId'] as string,
    universityId: params['universityId'] as string,
  }));
  return router;
}
