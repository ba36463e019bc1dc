import { Router } from 'express';
import { IDENTITY_ROUTES } from '@campusloop/contracts';
import { authenticate, mountRoute, requireUser, type TokenVerifier } from '@campusloop/service-kit';
import type { IdentityContext } from '../domain/identity-context';
import { blockUser } from '../domain/blocks/block-user';
import { listBlockedUsers } from '../domain/blocks/list-blocked-users';
import { unblockUser } from '../domain/blocks/unblock-user';

/** PUT/DELETE /users/me/blocks/{userId}, GET /users/me/blocks (the signed-in user's block list; issue 28). */
export function userBlocksRouter(ctx: IdentityContext, verifier: TokenVerifier): Router {
  const router = Router();
  router.use('/users/me/blocks', authenticate(verifier));
  mountRoute(router, IDENTITY_ROUTES.listBlockedUsers, ({ query }, req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    return listBlockedUsers(ctx, requireUser(req).id, query);
  });
  mountRoute(router, IDENTITY_ROUTES.blockUser, ({ params }, req) => blockUser(ctx, requireUser(req).id, params.userId));
  mountRoute(router, IDENTITY_ROUTES.unblockUser, async ({ params }, req, res) => {
    await unblockUser(ctx, requireUser(req).id, params.userId);
    res.status(204).end();
  });
  return router;
}
