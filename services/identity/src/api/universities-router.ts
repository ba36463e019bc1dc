import { Router } from 'express';
import { z } from 'zod';
import { PUBLIC_ID_PATTERN, UNIVERSITY_MESSAGES } from '@campusloop/contracts';
import { AppError, route } from '@campusloop/service-kit';
import type { IdentityContext } from '../domain/identity-context';
import { getUniversityDetails } from '../domain/universities/get-university-details';
import { listUniversities } from '../domain/universities/list-universities';

/** GET /universities and /universities/{id}/details (public: the catalogue is not secret). */
export function universitiesRouter(ctx: IdentityContext): Router {
  const router = Router();

  router.get(
    '/universities',
    route({}, (_input, _req, res) => {
      res.setHeader('Cache-Control', 'public, max-age=300');
      return listUniversities(ctx);
    }),
  );

  router.get(
    '/universities/:id/details',
    route({ params: z.object({ id: z.string() }) }, ({ params }, _req, res) => {
      if (!PUBLIC_ID_PATTERN.test(params.id)) throw AppError.notFound(UNIVERSITY_MESSAGES.notFound);
      res.setHeader('Cache-Control', 'public, max-age=300');
      return getUniversityDetails(ctx, params.id);
    }),
  );

  return router;
}
