import { NOTIFICATIONS_PATHS } from '../notifications/notifications-paths';
import { openApiDocument } from './openapi-document';
import { routeList, type RouteContract } from './route-contract';
import { VERTICAL_ROUTE_GROUPS } from './vertical-routes.generated';

/**
 * Each vertical's route contracts by service name, in manifest order: generated from
 * tools/verticals/verticals.json (a vertical's `<name>/<name>-routes.ts`), so a new vertical only adds its entry.
 */
export const API_ROUTE_GROUPS = VERTICAL_ROUTE_GROUPS;

/**
 * The public WebSocket endpoints (paths relative to `/api/v1`) by the vertical that serves them. The
 * gateway accepts an upgrade on these paths and on no other (any other `Upgrade` request is refused,
 * not passed on as a plain request); a new socket is declared here, next to its vertical's routes.
 */
export const API_SOCKET_PATHS = {
  notifications: [NOTIFICATIONS_PATHS.live],
} as const satisfies Partial<Record<keyof typeof API_ROUTE_GROUPS, readonly string[]>>;

/** Every public `/api/v1` route with a contract. */
export function apiRoutes(): RouteContract[] {
  return routeList(...Object.values(API_ROUTE_GROUPS));
}

/** The OpenAPI 3.1 document of every public route (served by the gateway at /api/v1/openapi.json). */
export function apiOpenApiDocument(version = '1.0.0'): Record<string, unknown> {
  return openApiDocument(apiRoutes(), {
    title: 'CampusLoop API',
    version,
    description:
      'Every public route behind the gateway, generated from the route contracts in libs/contracts (the same zod schemas the services validate with). Errors have one shape: `{ status, code, message, details?, validationErrors? }`.',
  });
}
