import { defineRoutes } from '../routes/route-contract';
import { REVIEWS_PATHS } from './reviews-paths';
import {
  createReviewsItemRequestSchema,
  reviewsItemParamsSchema,
  reviewsItemSchema,
  reviewsItemsQuerySchema,
  reviewsItemsSchema,
} from './reviews-item';

/**
 * Every public route of the reviews service: the service mounts them with service-kit's `mountRoute`,
 * the gateway documents them at /api/v1/openapi.json (API_ROUTE_GROUPS) and its tests check answers against them.
 */
export const REVIEWS_ROUTES = defineRoutes('reviews', {
  listItems: {
    method: 'GET',
    path: REVIEWS_PATHS.items,
    summary: 'The newest reviews items first',
    auth: 'optional',
    query: reviewsItemsQuerySchema,
    answers: {
      200: { description: 'The newest items as the caller sees them.', schema: reviewsItemsSchema },
    },
  },
  createItem: {
    method: 'POST',
    path: REVIEWS_PATHS.items,
    summary: 'Add a reviews item',
    auth: 'required',
    access: 'any signed-in user with a complete profile',
    body: createReviewsItemRequestSchema,
    answers: { 201: { description: 'The new item as its author sees it.', schema: reviewsItemSchema } },
    errors: [403],
  },
  deleteItem: {
    method: 'DELETE',
    path: REVIEWS_PATHS.item,
    summary: 'Delete a reviews item',
    auth: 'required',
    access: 'its author',
    params: reviewsItemParamsSchema,
    answers: { 204: { description: 'Deleted.' } },
    errors: [403, 404],
  },
});
