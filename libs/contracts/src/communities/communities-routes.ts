import { defineRoutes } from '../routes/route-contract';
import { COMMUNITIES_PATHS } from './communities-paths';
import {
  createCommunitiesItemRequestSchema,
  communitiesItemParamsSchema,
  communitiesItemSchema,
  communitiesItemsQuerySchema,
  communitiesItemsSchema,
} from './communities-item';

/**
 * Every public route of the communities service: the service mounts them with service-kit's `mountRoute`,
 * the gateway documents them at /api/v1/openapi.json (API_ROUTE_GROUPS) and its tests check answers against them.
 */
export const COMMUNITIES_ROUTES = defineRoutes('communities', {
  listItems: {
    method: 'GET',
    path: COMMUNITIES_PATHS.items,
    summary: 'The newest communities items first',
    auth: 'optional',
    query: communitiesItemsQuerySchema,
    answers: {
      200: { description: 'The newest items as the caller sees them.', schema: communitiesItemsSchema },
    },
  },
  createItem: {
    method: 'POST',
    path: COMMUNITIES_PATHS.items,
    summary: 'Add a communities item',
    auth: 'required',
    access: 'any signed-in user with a complete profile',
    body: createCommunitiesItemRequestSchema,
    answers: { 201: { description: 'The new item as its author sees it.', schema: communitiesItemSchema } },
    errors: [403],
  },
  deleteItem: {
    method: 'DELETE',
    path: COMMUNITIES_PATHS.item,
    summary: 'Delete a communities item',
    auth: 'required',
    access: 'its author',
    params: communitiesItemParamsSchema,
    answers: { 204: { description: 'Deleted.' } },
    errors: [403, 404],
  },
});
