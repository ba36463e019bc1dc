import { Router } from 'express';
import {
  internalRestrictionsQuerySchema,
  internalUserBlocksQuerySchema,
  internalSealedRestrictionRequestSchema,
  internalSetModeratorRequestSchema,
} from '@campusloop/contracts';
import { route } from '@campusloop/service-kit';
import type { IdentityContext } from '../domain/identity-context';
import { applyRestriction } from '../domain/moderation/restrict-account';
import { setModerator } from '../domain/moderation/set-moderator';

/**
 * Service-to-service moderation routes (service token): PUT /internal/moderators {email, moderator}
 * (the operator command `npm run moderator`) and GET /internal/accounts/restrictions?since=<ISO>, which
 * services poll in case `account.restriction-changed` is late, and PUT /moderation/sealed-restrictions:
 * a service restricts the author of one of its items for a moderator who must not learn the account
 * (issue 28: identity's audit records the item's reference, the answer only `restrictedUntil`).
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
  // Block changes (issue 28, "block a user"): services poll this in case `user.block-changed` is late.
  router.get(
    '/users/blocks',
    route({ query: internalUserBlocksQuerySchema }, async ({ query }, _req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      return { blocks: await ctx.blocks.listSince(new Date(query.since)) };
    }),
  );
  router.put(
    '/moderation/sealed-restrictions',
    route({ body: internalSealedRestrictionRequestSchema }, async ({ body }) => {
      const { restrictedUntil } = await applyRestriction(ctx, {
        userId: body.userId,
        hours: body.hours,
        moderatorId: body.moderatorId,
        reason: body.reason,
        audited: body.reference,
      });
      return { restrictedUntil };
    }),
  );
  return router;
}
