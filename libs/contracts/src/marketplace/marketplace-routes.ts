import { defineRoutes } from '../routes/route-contract';
import { MARKETPLACE_PATHS } from './marketplace-paths';
import {
  createMarketplaceItemRequestSchema,
  marketplaceItemParamsSchema,
  marketplaceItemSchema,
  marketplaceItemsQuerySchema,
  marketplaceItemsSchema,
} from './marketplace-item';

/**
 * Every public route of the marketplace service: the service mounts them with service-kit's `mountRoute`,
 * the gateway documents them at /api/v1/openapi.json (API_ROUTE_GROUPS) and its tests check answers against them.
 */
export const MARKETPLACE_ROUTES = defineRoutes('marketplace', {
  listItems: {
    method: 'GET',
    path: MARKETPLACE_PATHS.items,
    summary: 'The newest marketplace items first',
    auth: 'optional',
    query: marketplaceItemsQuerySchema,
    answers: {
      200: { description: 'The newest items as the caller sees them.', schema: marketplaceItemsSchema },
    },
  },
  createItem: {
    method: 'POST',
    path: MARKETPLACE_PATHS.items,
    summary: 'Add a marketplace item',
    auth: 'required',
    access: 'any signed-in user with a complete profile',
    body: createMarketplaceItemRequestSchema,
    answers: { 201: { description: 'The new item as its author sees it.', schema: marketplaceItemSchema } },
    errors: [403],
  },
  deleteItem: {
    method: 'DELETE',
    path: MARKETPLACE_PATHS.item,
    summary: 'Delete a marketplace item',
    auth: 'required',
    access: 'its author',
    params: marketplaceItemParamsSchema,
    answers: { 204: { description: 'Deleted.' } },
    errors: [403, 404],
  },
});
