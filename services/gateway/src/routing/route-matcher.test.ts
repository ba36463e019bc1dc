import { createRouteMatcher } from './route-matcher';
import { ROUTE_TABLE } from './route-table';
import { isSocketPath, SOCKET_PATHS } from './socket-paths';
import { VERTICAL_SERVICES } from './verticals.generated';

const matchRoute = createRouteMatcher(ROUTE_TABLE);

describe('route matcher', () => {
  it.each([
    ['/api/v1/auth/request-otp', 'identity'],
    ['/api/v1/users/me', 'identity'],
    ['/api/v1/users/me/', 'identity'],
    ['/api/v1/users/me/university-email/verify-otp', 'identity'],
    ['/api/v1/universities', 'identity'],
    ['/api/v1/universities/u1234567890/details', 'identity'],
    ['/api/v1/contact', 'identity'],
    ['/api/v1/universities/u1234567890/events', 'events'],
    ['/api/v1/universities/u1234567890/events/past', 'events'],
    ['/api/v1/universities/u1234567890/market/l1234567890/sold', 'marketplace'],
    ['/api/v1/universities/u1234567890/ratings/r1234567890', 'reviews'],
    ['/api/v1/users/me/activity/events/past', 'events'],
    ['/api/v1/users/me/activity/listings', 'marketplace'],
    ['/api/v1/users/me/activity/ratings', 'reviews'],
    ['/api/v1/users/me/activity/communities', 'communities'],
    ['/api/v1/notifications/live', 'notifications'],
  ])('when the path is %s, then %s owns it', (path, upstream) => {
    expect(matchRoute(path)?.upstream).toBe(upstream);
  });

  it('every WebSocket the contracts declare goes to the vertical that declares it, and nothing else is a socket', () => {
    expect(SOCKET_PATHS.map((socket) => socket.path)).toContain('/api/v1/notifications/live');
    for (const socket of SOCKET_PATHS) expect(matchRoute(socket.path)?.upstream).toBe(socket.upstream);
    expect(isSocketPath('/api/v1/notifications')).toBe(false);
    expect(isSocketPath('/api/v1/notifications/live/')).toBe(false);
    expect(isSocketPath('/api/v1/communities/joined')).toBe(false);
  });

  it.each([
    '/api/v1/universities/u1234567890',
    '/api/v1/universities/u1234567890/unknown',
    '/api/v1/users/me/activity',
    '/api/v1/users/someone-else',
    '/api/v1/internal/jwks',
    '/api/v2/feed',
    '/api/v1/feed/../internal/jwks',
    '/api/v1/feed/%2E%2E/%2e%2e/internal',
    '/api/v1//feed',
    '/api/v1/feed//',
    '/api/v1/feed/./posts',
    '/api',
    '/',
    '/api/v1/FEED/public/posts',
  ])('when the path is %s, then nobody owns it', (path) => {
    expect(matchRoute(path)).toBeUndefined();
  });

  it.each(
    Object.entries(VERTICAL_SERVICES).flatMap(([name, service]) =>
      service.apiPrefixes.map((prefix: string) => [prefix, name] as const),
    ),
  )('when the vertical manifest gives %s to %s, then it owns that prefix and below', (prefix, upstream) => {
    expect(matchRoute(prefix)?.upstream).toBe(upstream);
    expect(matchRoute(`${prefix}/anything/below`)?.upstream).toBe(upstream);
  });
});
