import type { UpstreamName } from './upstreams';
import { VERTICAL_SERVICES } from './verticals.generated';

export interface RouteEntry {
  /** Path pattern; `:param` matches exactly one non-empty segment. */
  pattern: string;
  /** `prefix`: the pattern itself and anything below it; `exact`: the pattern only. */
  match: 'exact' | 'prefix';
  upstream: UpstreamName;
}

/**
 * Paths several services share a prefix of, kept here by hand: under `/api/v1/universities/:id` each
 * vertical owns one sub-resource (`/details` identity, `/events`, `/market` marketplace, `/ratings`
 * reviews), under `/api/v1/users/me` identity owns the profile and each vertical its `activity/<kind>`;
 * plus identity's exact paths. A path a vertical owns outright (`/api/v1/feed`, …) is not listed here
 * but in its `apiPrefixes` in tools/verticals/verticals.json.
 */
export const SHARED_PREFIX_ROUTES: readonly RouteEntry[] = [
  // identity: the user's own profile, universities, contact
  { pattern: '/api/v1/users/me', match: 'exact', upstream: 'identity' },
  { pattern: '/api/v1/users/me/university-email', match: 'prefix', upstream: 'identity' },
  { pattern: '/api/v1/universities', match: 'exact', upstream: 'identity' },
  { pattern: '/api/v1/universities/:universityId/details', match: 'exact', upstream: 'identity' },
  { pattern: '/api/v1/contact', match: 'exact', upstream: 'identity' },
  // communities
  { pattern: '/api/v1/users/me/activity/communities', match: 'prefix', upstream: 'communities' },
  // events
  { pattern: '/api/v1/universities/:universityId/events', match: 'prefix', upstream: 'events' },
  { pattern: '/api/v1/users/me/activity/events', match: 'prefix', upstream: 'events' },
  // marketplace
  { pattern: '/api/v1/universities/:universityId/market', match: 'prefix', upstream: 'marketplace' },
  { pattern: '/api/v1/users/me/activity/listings', match: 'prefix', upstream: 'marketplace' },
  // reviews
  { pattern: '/api/v1/universities/:universityId/ratings', match: 'prefix', upstream: 'reviews' },
  { pattern: '/api/v1/users/me/activity/ratings', match: 'prefix', upstream: 'reviews' },
];

/** Each vertical's own prefixes from the manifest (auth, uploads/media, feed, communities, notifications incl. its WebSocket, referrals, …). */
const MANIFEST_ROUTES: readonly RouteEntry[] = Object.entries(VERTICAL_SERVICES).flatMap(([name, service]) =>
  service.apiPrefixes.map((pattern): RouteEntry => ({
    pattern,
    match: 'prefix',
    upstream: name as UpstreamName,
  })),
);

/**
 * Which service owns which public path (spec §7). Order here does not matter: the matcher tries
 * the most specific pattern first (more segments, then literal segments before parameters), so
 * `/universities/:id/events` goes to events although identity owns `/universities`.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = [...MANIFEST_ROUTES, ...SHARED_PREFIX_ROUTES];
