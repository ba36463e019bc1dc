import { Router } from 'express';
import {
  internalApplyReferralRequestSchema,
  internalCampusImagesParamsSchema,
  internalCampusImagesRequestSchema,
  internalMailAddressParamsSchema,
  internalPeopleQuerySchema,
  internalReferralParamsSchema,
  internalRevokedSessionsQuerySchema,
} from '@campusloop/contracts';
import { route } from '@campusloop/service-kit';
import type { IdentityContext } from '../domain/identity-context';
import { recordAppliedReferral } from '../domain/referrals/record-applied-referral';
import type { SigningKey } from '../domain/tokens/signing-key';
import { readMailAddress } from '../domain/users/read-mail-address';
import { readPeople } from '../domain/users/read-people';
import { setCampusImages } from '../domain/universities/set-campus-images';

/**
 * Service-to-service routes (never forwarded by the gateway; every call needs a service token):
 * GET /internal/jwks, GET /internal/people?ids=a,b (≤ 100) that people projections read on a miss,
 * GET /internal/sessions/revoked?since=<ISO> that services poll in case `session.revoked` is late, and
 * POST /internal/users/{userId}/referral with which the referrals service records an applied code,
 * GET /internal/users/{userId}/mail-address where the notifications service reads where to mail a user,
 * and PUT /internal/universities/{id}/campus-images with which the demo seed sets campus images.
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
  router.get(
    '/users/:userId/mail-address',
    route({ params: internalMailAddressParamsSchema }, ({ params }, _req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      return readMailAddress(ctx, params.userId);
    }),
  );
  router.post(
    '/users/:userId/referral',
    route({ params: internalReferralParamsSchema, body: internalApplyReferralRequestSchema }, ({ params, body }) =>
      recordAppliedReferral(ctx, params.userId, body.referralCode),
    ),
  );
  router.put(
    '/universities/:universityId/campus-images',
    route({ params: internalCampusImagesParamsSchema, body: internalCampusImagesRequestSchema }, ({ params, body }) =>
      setCampusImages(ctx, params.universityId, body),
    ),
  );
  return router;
}
