import { Router } from 'express';
import { internalPeopleQuerySchema, internalRevokedSessionsQuerySchema } from '@campusloop/contracts';
import { route } from '@campusloop/service-kit';
import type { IdentityContext } from '../domain/identity-context';
import type { SigningKey } from '../domain/tokens/signing-key';
import { readPeople } from '../domain/users/read-people';

/**
 * Service-to-service routes (never forwarded by the gateway; every call needs a service token):
 * GET /internal/jwks, GET /internal/people?ids=a,b (≤ 100) that people projections read on a miss,
 * and GET /internal/sessions/revoked?since=<ISO> that services poll in case `session.revoked` is late.
 */
export function internalRouter(ctx: IdentityContext, signingKey: SigningKey): Router {
  const router = Router();
  router.get('/jwks', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.json({ keys: [signingKey.publicJwk] });
  });
  router.get(
    '/people',
    route({ query: internalPeopleQuerySchema }, ({ query }, _req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      return readPeople(ctx, query.ids);
    }),
  );
  router.get(
    '/sessions/revoked',
    route({ query: internalRevokedSessionsQuerySchema }, async ({ query }, _req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      return { sessions: await ctx.revocations.listSince(new Date(query.since)) };
    }),
  );
  return router;
}
