import { defineRoutes } from '../routes/route-contract';
import { REFERRALS_PATHS } from './referrals-paths';
import {
  createReferralsItemRequestSchema,
  referralsItemParamsSchema,
  referralsItemSchema,
  referralsItemsQuerySchema,
  referralsItemsSchema,
} from './referrals-item';

/**
 * Every public route of the referrals service: the service mounts them with service-kit's `mountRoute`,
 * the gateway documents them at /api/v1/openapi.json (API_ROUTE_GROUPS) and its tests check answers against them.
 */
export const REFERRALS_ROUTES = defineRoutes('referrals', {
  listItems: {
    method: 'GET',
    path: REFERRALS_PATHS.items,
    summary: 'The newest referrals items first',
    auth: 'optional',
    query: referralsItemsQuerySchema,
    answers: {
      200: { description: 'The newest items as the caller sees them.', schema: referralsItemsSchema },
    },
  },
  createItem: {
    method: 'POST',
    path: REFERRALS_PATHS.items,
    summary: 'Add a referrals item',
    auth: 'required',
    access: 'any signed-in user with a complete profile',
    body: createReferralsItemRequestSchema,
    answers: { 201: { description: 'The new item as its author sees it.', schema: referralsItemSchema } },
    errors: [403],
  },
  deleteItem: {
    method: 'DELETE',
    path: REFERRALS_PATHS.item,
    summary: 'Delete a referrals item',
    auth: 'required',
    access: 'its author',
    params: referralsItemParamsSchema,
    answers: { 204: { description: 'Deleted.' } },
    errors: [403, 404],
  },
});
