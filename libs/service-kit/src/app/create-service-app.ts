import express, { type Express, type Router } from 'express';
import helmet from 'helmet';
import { requestId } from '../http/request-id';
import { errorHandler, notFoundHandler } from '../http/error-handler';
import { jsonBody } from '../http/json-body';
import { rejectHostileKeys } from '../http/reject-hostile-keys';
import type { Logger } from '../logging/logger';

export interface ServiceAppOptions {
  name: string;
  logger: Logger;
  /** Public routes, mounted at `/api/v1` (the gateway forwards the path unchanged). */
  api?: Router;
  /** Service-to-service routes, mounted at `/internal`; the gateway never forwards these. */
  internal?: Router;
  /** Extra routes mounted before the API (e.g. health). */
  health?: Router;
  /** JSON body limit; defaults to 100 kB. */
  jsonLimit?: string;
}

/**
 * The Express app every service starts from: request ids, helmet, a JSON body limit, hostile-key
 * rejection, the service's routers, then one 404 and one error handler. It does not listen.
 */
export function createServiceApp(options: ServiceAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.set('query parser', 'simple');
  app.use(requestId());
  app.use(helmet());
  app.use(jsonBody(options.jsonLimit ?? '100kb'));
  app.use(rejectHostileKeys());
  if (options.health) app.use(options.health);
  if (options.internal) app.use('/internal', options.internal);
  if (options.api) app.use('/api/v1', options.api);
  app.use(notFoundHandler());
  app.use(errorHandler(options.logger));
  return app;
}
