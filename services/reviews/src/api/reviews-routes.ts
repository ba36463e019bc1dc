import { Router } from 'express';
import { REVIEWS_ROUTES } from '@campusloop/contracts';
import { mountRoute } from '@campusloop/service-kit';
import { createRating } from '../domain/create-rating';
import { deleteRating } from '../domain/delete-rating';
import { listMyRatings, listUniversityRatings } from '../domain/list-ratings';
import type { ReviewsContext } from '../domain/reviews-context';
import { updateRating } from '../domain/update-rating';

/** Every route of REVIEWS_ROUTES (libs/contracts), validated by its contract. */
export function reviewsRoutes(ctx: ReviewsContext): Router {
  const router = Router();

  mountRoute(router, REVIEWS_ROUTES.listRatings, ({ params, query }, req) =>
    listUniversityRatings(ctx, req.user, params.universityId, query),
  );
  mountRoute(router, REVIEWS_ROUTES.createRating, async ({ params, body }, req, res) => {
    const rating = await createRating(ctx, req.user, params.universityId, body);
    res.status(201);
    return rating;
  });
  mountRoute(router, REVIEWS_ROUTES.updateRating, ({ params, body }, req) =>
    updateRating(ctx, req.user, params.universityId, params.ratingId, body),
  );
  mountRoute(router, REVIEWS_ROUTES.deleteRating, async ({ params }, req, res) => {
    await deleteRating(ctx, req.user, params.universityId, params.ratingId);
    res.status(204).end();
  });
  mountRoute(router, REVIEWS_ROUTES.listMyRatings, ({ query }, req) => listMyRatings(ctx, req.user, query));
  return router;
}
