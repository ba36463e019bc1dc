import type { Request, RequestHandler, Response, Router } from 'express';
import { expressPathOf, type RouteContract } from '@campusloop/contracts';
import { noteMountedRoute } from '../auth/no-token-routes';
import { route, type RequestSchemas, type ValidatedInput } from './validate';

/** The schemas a contract validates with, as `route()` reads them (absent ones stay `undefined`). */
export type ContractSchemas<C extends RouteContract> = {
  params: C extends { params: infer P } ? P : undefined;
  query: C extends { query: infer Q } ? Q : undefined;
  body: C extends { body: infer B } ? B : undefined;
};

export type ContractInput<C extends RouteContract> = ValidatedInput<ContractSchemas<C>>;

export type ContractHandler<C extends RouteContract> = (
  input: ContractInput<C>,
  req: Request,
  res: Response,
) => Promise<unknown> | unknown;

export interface MountRouteOptions {
  /** Middleware to run first (e.g. a per-route rate limit, or `authenticate()` on a router without it). */
  before?: readonly RequestHandler[];
  /**
   * `false`: the contract's body schema documents the body but the handler judges it itself (identity's
   * PATCH /users/me names each field a client may not write). Default: validated by the schema.
   */
  validateBody?: false;
}

/**
 * Mounts a route from its contract (libs/contracts): the method, the Express path of its template,
 * then service-kit's `route()` — `auth: 'required'` answers 401 before anything of the request is
 * judged; `auth: 'none'` is not authenticated at all (a router's `authenticate()` skips it, see
 * no-token-routes.ts); params, query and body are validated by the contract's zod schemas (400 with
 * `validationErrors`); what the handler returns is sent as JSON (`undefined`: it answered itself).
 */
export function mountRoute<C extends RouteContract>(
  router: Router,
  contract: C,
  handler: ContractHandler<C>,
  options: MountRouteOptions = {},
): Router {
  const schemas: RequestSchemas = {
    auth: contract.auth === 'required' ? 'required' : 'optional',
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.query ? { query: contract.query } : {}),
    ...(contract.body && options.validateBody !== false ? { body: contract.body } : {}),
  };
  const method = contract.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete';
  const handle = route(
    schemas,
    handler as (input: ValidatedInput<RequestSchemas>, req: Request, res: Response) => unknown,
  );
  noteMountedRoute(contract);
  router[method](expressPathOf(contract.path), ...(options.before ?? []), handle);
  return router;
}
