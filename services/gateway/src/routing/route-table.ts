import type { UpstreamName } from './upstreams';

export interface RouteEntry {
  /** Path pattern; `:param` matches exactly one non-empty segment. */
  pattern: string;
  /** `prefix`: the pattern itself and anything below it; `exact`: the pattern only. */
  match: 'exact' | 'prefix';
  upstream: UpstreamName;
}

/**
 * Which service owns which public path (spec §7). Order here does not matter: the matcher tries
 * the most specific pattern first (more segments, then literal segments before parameters), so
 * `/universities/:id/events` goes to events although identity owns `/universities`.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  // identity: auth, the user's own profile, universities, contact
  { pattern: '/api/v1/auth', match: 'prefix', upstream: 'identity' },
  { pattern: '/api/v1/users/me', match: 'exact', upstream: 'identity' },
  { pattern: '/api/v1/users/me/university-email', match: 'prefix', upstream: 'identity' },
  { pattern: '/api/v1/universities', match: 'exact', upstream: 'identity' },
  { pattern: '/api/v1/universities/:universityId/details', match: 'exact', upstream: 'identity' },
  { pattern: '/api/v1/contact', match: 'exact', upstream: 'identity' },
  // media: presigned uploads (bodies stream through) and public image reads
  { pattern: '/api/v1/uploads', match: 'prefix', upstream: 'media' },
  { pattern: '/api/v1/media', match: 'prefix', upstream: 'media' },
  // feed: public, campus and community posts with comments and likes
  { pattern: '/api/v1/feed', match: 'prefix', upstream: 'feed' },
  // communities
  { pattern: '/api/v1/communities', match: 'prefix', upstream: 'communities' },
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
  // notifications (including the WebSocket at /api/v1/notifications/ws)
  { pattern: '/api/v1/notifications', match: 'prefix', upstream: 'notifications' },
  // referrals
  { pattern: '/api/v1/referrals', match: 'prefix', upstream: 'referrals' },
];
