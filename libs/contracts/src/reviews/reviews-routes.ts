import { MODERATION_DESKS } from '../moderation/moderation-desks';
import { moderationRouteSpecs } from '../moderation/moderation-routes';
import { defineRoutes } from '../routes/route-contract';
import { REVIEWS_PATHS } from './reviews-paths';
import {
  createRatingRequestSchema,
  myRatingsPageSchema,
  ratingParamsSchema,
  ratingSchema,
  ratingsPageQuerySchema,
  ratingsUniversityParamsSchema,
  universityRatingsPageSchema,
  updateRatingRequestSchema,
} from './rating';

const READER = 'any signed-in user with a complete profile';
const RATER = 'a verified student of {universityId} (their own university only)';

/**
 * Every public route of the reviews service (spec §7 Ratings): the service mounts them with
 * service-kit's `mountRoute`, the gateway documents them at /api/v1/openapi.json (API_ROUTE_GROUPS)
 * and its tests check answers against them.
 */
export const REVIEWS_ROUTES = defineRoutes('reviews', {
  listRatings: {
    method: 'GET',
    path: REVIEWS_PATHS.ratings,
    summary: "A university's ratings, newest first, with its aggregate",
    description:
      'The aggregate (overall, category means, count, distribution) comes with every page; the front end shows it beside identity\'s GET /universities/{id}/details.',
    auth: 'required',
    access: READER,
    params: ratingsUniversityParamsSchema,
    query: ratingsPageQuerySchema,
    answers: {
      200: { description: 'A page of ratings and the aggregate.', schema: universityRatingsPageSchema },
    },
    errors: [403],
  },
  createRating: {
    method: 'POST',
    path: REVIEWS_PATHS.ratings,
    summary: 'Rate your university (one rating per 6 months)',
    auth: 'required',
    access: `${RATER}, with a complete profile`,
    params: ratingsUniversityParamsSchema,
    body: createRatingRequestSchema,
    answers: { 201: { description: 'The new rating as its author sees it.', schema: ratingSchema } },
    errors: [403, 409],
  },
  updateRating: {
    method: 'PUT',
    path: REVIEWS_PATHS.rating,
    summary: 'Edit your rating (within 6 months of creation)',
    auth: 'required',
    access: `its author, ${RATER}`,
    params: ratingParamsSchema,
    body: updateRatingRequestSchema,
    answers: { 200: { description: 'The rating as its author now sees it.', schema: ratingSchema } },
    errors: [403, 404, 409],
  },
  deleteRating: {
    method: 'DELETE',
    path: REVIEWS_PATHS.rating,
    summary: 'Delete your rating (within 6 months of creation)',
    auth: 'required',
    access: `its author, ${RATER}`,
    params: ratingParamsSchema,
    answers: { 204: { description: 'Deleted; the aggregate no longer counts it.' } },
    errors: [403, 404, 409],
  },
  listMyRatings: {
    method: 'GET',
    path: REVIEWS_PATHS.mine,
    summary: "The caller's ratings, newest first (My Ratings)",
    auth: 'required',
    access: 'any signed-in user',
    query: ratingsPageQuerySchema,
    answers: { 200: { description: "A page of the caller's ratings.", schema: myRatingsPageSchema } },
  },
  // Reports of ratings and the moderators' desk (service-kit's moderation kit mounts them), issue 28.
  ...moderationRouteSpecs({
    item: REVIEWS_PATHS.rating,
    itemParams: ratingParamsSchema,
    desk: MODERATION_DESKS.rating.desk,
    noun: MODERATION_DESKS.rating.noun,
    access: `${READER} who can see the rating (404 otherwise)`,
  }),
});
