import { defineRoutes } from '../routes/route-contract';
import { NOTIFICATIONS_PATHS } from './notifications-paths';
import {
  createNotificationsItemRequestSchema,
  notificationsItemParamsSchema,
  notificationsItemSchema,
  notificationsItemsQuerySchema,
  notificationsItemsSchema,
} from './notifications-item';

/**
 * Every public route of the notifications service: the service mounts them with service-kit's `mountRoute`,
 * the gateway documents them at /api/v1/openapi.json (API_ROUTE_GROUPS) and its tests check answers against them.
 */
export const NOTIFICATIONS_ROUTES = defineRoutes('notifications', {
  listItems: {
    method: 'GET',
    path: NOTIFICATIONS_PATHS.items,
    summary: 'The newest notifications items first',
    auth: 'optional',
    query: notificationsItemsQuerySchema,
    answers: {
      200: { description: 'The newest items as the caller sees them.', schema: notificationsItemsSchema },
    },
  },
  createItem: {
    method: 'POST',
    path: NOTIFICATIONS_PATHS.items,
    summary: 'Add a notifications item',
    auth: 'required',
    access: 'any signed-in user with a complete profile',
    body: createNotificationsItemRequestSchema,
    answers: { 201: { description: 'The new item as its author sees it.', schema: notificationsItemSchema } },
    errors: [403],
  },
  deleteItem: {
    method: 'DELETE',
    path: NOTIFICATIONS_PATHS.item,
    summary: 'Delete a notifications item',
    auth: 'required',
    access: 'its author',
    params: notificationsItemParamsSchema,
    answers: { 204: { description: 'Deleted.' } },
    errors: [403, 404],
  },
});
