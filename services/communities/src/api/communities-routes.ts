import { Router } from 'express';
import { COMMUNITIES_ROUTES as R } from '@campusloop/contracts';
import { mountRoute } from '@campusloop/service-kit';
import type { CommunitiesContext } from '../domain/communities-context';
import { createCommunity } from '../domain/create-community';
import { deleteCommunity } from '../domain/delete-community';
import { getCommunity } from '../domain/get-community';
import { joinCommunity } from '../domain/join-community';
import { leaveCommunity } from '../domain/leave-community';
import { listCommunities, listJoinedCommunities, listMyCommunities } from '../domain/list-communities';
import { updateCommunity } from '../domain/update-community';

/** Every route of COMMUNITIES_ROUTES (libs/contracts), validated by its contract; thin calls into the domain. */
export function communitiesRoutes(ctx: CommunitiesContext): Router {
  const router = Router();
  // `/communities/joined` before `/communities/{communityId}`.
  mountRoute(router, R.listJoinedCommunities, ({ query }, req) => listJoinedCommunities(ctx, req.user, query));
  mountRoute(router, R.listMyCommunities, ({ query }, req) => listMyCommunities(ctx, req.user, query));
  mountRoute(router, R.listCommunities, ({ query }, req) => listCommunities(ctx, req.user, query));
  mountRoute(router, R.createCommunity, async ({ body }, req, res) => {
    const community = await createCommunity(ctx, req.user, body);
    res.status(201);
    return community;
  });
  mountRoute(router, R.getCommunity, ({ params }, req) => getCommunity(ctx, req.user, params.communityId));
  mountRoute(router, R.updateCommunity, ({ params, body }, req) =>
    updateCommunity(ctx, req.user, params.communityId, body),
  );
  mountRoute(router, R.deleteCommunity, async ({ params }, req, res) => {
    await deleteCommunity(ctx, req.user, params.communityId);
    res.status(204).end();
  });
  mountRoute(router, R.joinCommunity, ({ params }, req) => joinCommunity(ctx, req.user, params.communityId));
  mountRoute(router, R.leaveCommunity, ({ params }, req) => leaveCommunity(ctx, req.user, params.communityId));
  return router;
}
