import { Router } from 'express';
import { z } from 'zod';
import {
  COMMUNITY_ACCESS_PATH,
  COMMUNITY_OFFICIAL_PATH,
  communityAccessRequestSchema,
  communityOfficialRequestSchema,
  publicIdSchema,
} from '@campusloop/contracts';
import { parseOrThrow } from '@campusloop/service-kit';
import { checkCommunityAccess } from '../domain/check-community-access';
import type { CommunitiesContext } from '../domain/communities-context';
import { setOfficial } from '../domain/set-official';

/** `/internal/communities/access` → `/communities/access` on the router mounted at `/internal`. */
const underInternal = (path: string) => path.replace(/^\/internal/, '').replace(/\{(\w+)\}/g, ':$1');

/**
 * Service-to-service routes (behind the service token on `/internal`): the feed's access question,
 * and the operator's official mark (`npm run community:official`).
 */
export function internalRoutes(ctx: CommunitiesContext): Router {
  const router = Router();
  router.post(underInternal(COMMUNITY_ACCESS_PATH), async (req, res) => {
    res.json(await checkCommunityAccess(ctx, parseOrThrow(communityAccessRequestSchema, req.body)));
  });
  router.post(underInternal(COMMUNITY_OFFICIAL_PATH), async (req, res) => {
    const { communityId } = parseOrThrow(z.object({ communityId: publicIdSchema }), req.params);
    const { official } = parseOrThrow(communityOfficialRequestSchema, req.body);
    res.json(await setOfficial(ctx, communityId, official));
  });
  return router;
}
