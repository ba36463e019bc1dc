import { EVENT_ROUTES } from '../events/event-routes';
import { FEED_ROUTES } from '../feed/feed-routes';
import { IDENTITY_ROUTES } from '../identity/identity-routes';
import { MEDIA_ROUTES } from '../media/media-routes';
import { COMMUNITIES_ROUTES } from '../communities/communities-routes';
import { MARKETPLACE_ROUTES } from '../marketplace/marketplace-routes';
import { REVIEWS_ROUTES } from '../reviews/reviews-routes';
import { NOTIFICATIONS_ROUTES } from '../notifications/notifications-routes';
import { NOTIFICATIONS_PATHS } from '../notifications/notifications-paths';
import { REFERRALS_ROUTES } from '../referrals/referrals-routes';
import { openApiDocument } from './openapi-document';
import { routeList, type RouteContract } from './route-contract';

/** Each vertical's route contracts by service name; a new vertical adds its `<NAME>_ROUTES` here. */
export const API_ROUTE_GROUPS = {
  identity: IDENTITY_ROUTES,
  media: MEDIA_ROUTES,
  feed: FEED_ROUTES,
  events: EVENT_ROUTES,
  communities: COMMUNITIES_ROUTES,
  marketplace: MARKETPLACE_ROUTES,
  reviews: REVIEWS_ROUTES,
  notifications: NOTIFICATIONS_ROUTES,
  referrals: REFERRALS_ROUTES,
} as const satisfies Record<string, Readonly<Record<string, RouteContract>>>;

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
