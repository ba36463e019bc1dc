import type { Express } from 'express';
import { API_BASE_PATH, expressPathOf, type RouteContract } from '@campusloop/contracts';

/** `GET /api/v1/feed/posts/:postId`: a route as Express has it mounted. */
export type MountedRoute = `${string} ${string}`;

interface Layer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

function walk(stack: readonly Layer[], prefix: string, into: MountedRoute[]): void {
  for (const layer of stack) {
    if (layer.route) {
      const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
      for (const method of Object.keys(layer.route.methods).filter((name) => name !== '_all')) {
        for (const path of paths) into.push(`${method.toUpperCase()} ${prefix}${String(path)}`);
      }
    } else if (layer.handle?.stack) {
      const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
      walk(layer.handle.stack, prefix + mount, into);
    }
  }
}

/** Every route an Express 5 app has mounted (nested routers included), as `METHOD path`. */
export function mountedRoutes(app: Express): MountedRoute[] {
  const routes: MountedRoute[] = [];
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '', routes);
  return routes;
}

export interface RouteCoverage {
  /** Public routes mounted without a contract (so missing from /api/docs). */
  withoutContract: MountedRoute[];
  /** Contracts (documented operations) that nothing mounts. */
  withoutRoute: MountedRoute[];
}

/** The public (`/api/v1`) routes of an app against a vertical's contracts, both ways. */
export function routeCoverage(app: Express, contracts: readonly RouteContract[]): RouteCoverage {
  const mounted = new Set(mountedRoutes(app).filter((route) => route.includes(` ${API_BASE_PATH}/`)));
  const declared = new Set(
    contracts.map(
      (contract): MountedRoute => `${contract.method} ${API_BASE_PATH}${expressPathOf(contract.path)}`,
    ),
  );
  return {
    withoutContract: [...mounted].filter((route) => !declared.has(route)).sort(),
    withoutRoute: [...declared].filter((route) => !mounted.has(route)).sort(),
  };
}
