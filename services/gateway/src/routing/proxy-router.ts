import type { RequestHandler } from 'express';
import { AppError } from '@campusloop/service-kit';
import type { UpstreamPool } from '../proxy/upstream-pool';
import type { UpstreamProxy } from '../proxy/upstream-proxy';
import type { RouteMatcher } from './route-matcher';

const API_PATH = /^\/api(?:\/|$)/;

/**
 * Sends `/api/...` to the service that owns the path per the route table, path and query unchanged
 * (not mounted, so `req.url` is the original); an API path nobody owns is 404. Other paths pass on.
 */
export function proxyRouter(matchRoute: RouteMatcher, pool: UpstreamPool, proxy: UpstreamProxy): RequestHandler {
  return (req, res, next) => {
    if (!API_PATH.test(req.path)) {
      next();
      return;
    }
    const route = matchRoute(req.path);
    if (!route) {
      next(AppError.notFound());
      return;
    }
    proxy.web(req, res, next, pool.get(route.upstream));
  };
}
