import { Router } from 'express';
import { IDENTITY_ROUTES } from '@campusloop/contracts';
import { authenticate, mountRoute, type TokenVerifier } from '@campusloop/service-kit';
import type { IdentityContext } from '../domain/identity-context';
import { readRestrictionAudit } from '../domain/moderation/read-restriction-audit';
import { changeRestriction } from '../domain/moderation/restrict-account';

/**
 * PUT/DELETE /moderation/accounts/{userId}/restriction (moderators; spec §8 'Account Restricted') and
 * GET /moderation/audit, the restrictions' audit log (moderators).
 */
export function moderationRouter(ctx: IdentityContext, verifier: TokenVerifier): Router {
  const router = Router();
  router.use('/moderation', authenticate(verifier));
  mountRoute(router, IDENTITY_ROUTES.restrictAccount, ({ params, body }, req) =>
    changeRestriction(ctx, req.user, params.userId, body.hours, body.reason),
  );
  mountRoute(router, IDENTITY_ROUTES.liftRestriction, ({ params, body }, req) =>
    changeRestriction(ctx, req.user, params.userId, null, body.reason),
  );
  mountRoute(router, IDENTITY_ROUTES.listRestrictionAudit, ({ query }, req) => readRestrictionAudit(ctx, req.user, query));
  return router;
}
