import type { RequestHandler } from 'express';
import { AppError } from '@campusloop/service-kit';

/** `/internal/...` and `/api/v1/internal/...` in any letter case (Express routes ignore case upstream). */
const INTERNAL_PATH = /^(?:\/api\/v1)?\/internal(?:\/|$)/i;

/** Whether a path (without query) is a service-to-service route. */
export function isInternalPath(path: string): boolean {
  return INTERNAL_PATH.test(path);
}

/** Service-to-service routes are never reachable through the gateway: 404, as if they did not exist. */
export function blockInternal(): RequestHandler {
  return (req, _res, next) => {
    next(isInternalPath(req.path) ? AppError.notFound() : undefined);
  };
}
