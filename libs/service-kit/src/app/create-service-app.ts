import express, { type Express, type RequestHandler, type Router } from 'express';
import { requestId } from '../http/request-id';
import { errorHandler, notFoundHandler } from '../http/error-handler';
import { inSequence } from '../http/in-sequence';
import { useClientAddress } from '../http/client-address';
import { jsonBody } from '../http/json-body';
import { useLeanJson } from '../http/lean-json';
import { rejectHostileKeys } from '../http/reject-hostile-keys';
import { securityHeaders } from '../http/security-headers';
import type { Logger } from '../logging/logger';
import type { ServiceAuth } from '../service-auth/service-auth';

export interface ServiceAppOptions {
  name: string;
  logger: Logger;
  /** Public routes, mounted at `/api/v1` (the gateway forwards the path unchanged). */
  api?: Router;
  /** Service-to-service routes, mounted at `/internal`; the gateway never forwards these. */
  internal?: Router;
  /**
   * Required with `internal`: every `/internal/*` call must carry a valid service token (else 401).
   * Also what verifies the gateway's client-address proof (`req.ip`); without it `req.ip` is the socket's.
   */
  internalAuth?: ServiceAuth;
  /** Extra routes mounted before the API (e.g. health). */
  health?: Router;
  /**
   * The write guard of an app whose routers authenticate per route (identity, media): service-kit's
   * `refuseRestrictedWrites({ restrictions, verifier })`, run on `/api/v1` before `api`.
   */
  restrictedWrites?: RequestHandler;
  /** JSON body limit; defaults to 100 kB. */
  jsonLimit?: string;
}

/**
 * The Express app every service starts from: request ids (in every log line), helmet's security
 * headers, a JSON body limit, hostile-key rejection, the service's routers, then one 404 and one
 * error handler. It does not listen.
 *
 * Kept light per request (issue 12, measured with `npm run bench:gateway`): helmet's headers are
 * worked out once and set by one middleware, the fixed front steps run as one Express layer
 * (in-sequence.ts), bodiless requests skip body parsing, `res.json` writes plain answers directly
 * with no automatic ETag (see lean-json.ts), and `startService` builds Express's request and
 * response objects with their prototypes in place (see express-aware-server.ts).
 */
export function createServiceApp(options: ServiceAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  // req.ip: the address the gateway vouches for (signed with the service secret), else the socket's.
  useClientAddress(app, options.internalAuth?.clientAddressProof);
  app.set('query parser', 'simple');
  useLeanJson(app);
  app.use(
    inSequence([requestId(), securityHeaders(), jsonBody(options.jsonLimit ?? '100kb'), rejectHostileKeys()]),
  );
  if (options.health) app.use(options.health);
  if (options.internal) {
    // Fail closed: internal routes never trust the network alone (issue 17, finding 8d).
    if (!options.internalAuth) throw new Error(`${options.name}: internal routes need internalAuth (createServiceAuth)`);
    app.use('/internal', options.internalAuth.requireServiceToken(), options.internal);
  }
  if (options.api) app.use('/api/v1', ...(options.restrictedWrites ? [options.restrictedWrites] : []), options.api);
  app.use(notFoundHandler());
  app.use(errorHandler(options.logger));
  return app;
}
