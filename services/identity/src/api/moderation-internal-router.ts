import { Router } from 'express';
import { internalRestrictionsQuerySchema, internalSetModeratorRequestSchema } from '@campusloop/contracts';
import { route } from '@campusloop/service-kit';
import type { IdentityContext } from '../domain/identity-context';
import { setModerator } from '../domain/moderation/set-moderator';

/**
 * Service-to-service moderation routes (service token): PUT /internal/moderators {email, moderator}
 * (the operator command `npm run moderator`) and GET /internal/accounts/restrictions?since=<ISO>, which
 * services poll in case `account.restriction-changed` is late.
 */
export function moderationInternalRouter(ctx: IdentityContext): Router {
  const router = Router();
  router.put(
    '/moderators',
    route({ body: internalSetModeratorRequestSchema }, ({ body }) => setModerator(ctx, body.email, body.moderator)),
  );
  router.get(
    '/accounts/restrictions',
    route({ query: internalRestrictionsQuerySchema }, async ({ query }, _req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      return { restrictions: await ctx.restrictions.listSince(new Date(query.since)) };
    }),
  );
  return router;
}
