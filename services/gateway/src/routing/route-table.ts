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
 * Paths several services share a prefix of: under `/api/v1/universities/:id` each vertical owns one
 * sub-resource (`/details` identity, `/events`, `/market` marketplace, `/ratings` reviews), under
 * `/api/v1/users/me` identity owns the profile and each vertical its `activity/<kind>`; plus identity's
 * exact paths. Each vertical lists its own in `sharedRoutes` in tools/verticals/verticals.json.
 */
export const SHARED_PREFIX_ROUTES: readonly RouteEntry[] = Object.entries(VERTICAL_SERVICES).flatMap(
  ([name, service]) =>
    service.sharedRoutes.map((route): RouteEntry => ({ ...route, upstream: name as UpstreamName })),
);

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
