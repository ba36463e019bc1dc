import { Router } from 'express';
import { IDENTITY_ROUTES, PUBLIC_ID_PATTERN, UNIVERSITY_MESSAGES } from '@campusloop/contracts';
import { AppError, mountRoute } from '@campusloop/service-kit';
import type { IdentityContext } from '../domain/identity-context';
import { getUniversityDetails } from '../domain/universities/get-university-details';
import { listUniversities } from '../domain/universities/list-universities';

/** GET /universities and /universities/{id}/details (public: the catalogue is not secret). */
export function universitiesRouter(ctx: IdentityContext): Router {
  const router = Router();

  mountRoute(router, IDENTITY_ROUTES.listUniversities, (_input, _req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=300');
    return listUniversities(ctx);
  });

  mountRoute(router, IDENTITY_ROUTES.getUniversityDetails, ({ params }, _req, res) => {
    if (!PUBLIC_ID_PATTERN.test(params.id)) throw AppError.notFound(UNIVERSITY_MESSAGES.notFound);
    res.setHeader('Cache-Control', 'public, max-age=300');
    return getUniversityDetails(ctx, params.id);
  });

  return router;
}
