import type { Express, Router } from 'express';
import type { TokenVerifier } from '../auth/token-verifier';
import { createVerticalServiceApp, type VerticalParts, type VerticalPartsDeps } from './vertical-service-app';

/** What every vertical's `create<Name>App(deps)` takes; a vertical extends it with its own ports. */
export interface VerticalAppDeps extends VerticalPartsDeps {
  /** Verifies identity's access tokens (JWKS in main.ts, `createTestAuth().verifier` in tests). */
  verifier: TokenVerifier;
}

export interface VerticalAppRoutes {
  name: string;
  /** Mounts the vertical's own routes (and its discussion kit) on the `/api/v1` router. */
  mountApi(api: Router): void;
  /** The vertical's own `/internal` routes (e.g. `eventSubscriberRouter` for the events it subscribes to). */
  internal?: Router;
}

/**
 * `createVerticalServiceApp` from a vertical's deps and its `createVerticalParts(deps)`: optional token
 * (refused once its session is revoked; writes of a restricted account refused), no-store answers, /internal behind a service token
 * (session.revoked, user.updated, and the vertical's own), health, no automatic ETags.
 */
export function createVerticalApp(deps: VerticalAppDeps, parts: VerticalParts, routes: VerticalAppRoutes): Express {
  return createVerticalServiceApp({
    name: routes.name,
    connection: deps.connection,
    logger: deps.logger,
    verifier: deps.verifier,
    people: parts.people,
    revocations: parts.revocations,
    restrictions: parts.restrictions,
    blocks: parts.blocks,
    serviceAuth: deps.serviceAuth,
    mountApi: routes.mountApi,
    ...(routes.internal ? { internal: routes.internal } : {}),
  });
}
