import type { Request } from 'express';
import { API_BASE_PATH, pathPatternOf, type RouteContract } from '@campusloop/contracts';

interface MountedRoute {
  method: string;
  pattern: RegExp;
  /** `false` for a contract with `auth: 'none'`: the URL (or nothing) is the credential. */
  readsToken: boolean;
}

/**
 * The routes this process mounted with `mountRoute`, by `<METHOD> <path template>`. A process serves
 * one service, so these are its own routes; `authenticate()` asks `readsNoToken` before reading a token.
 */
const mounted = new Map<string, MountedRoute>();

/** Called by `mountRoute` for every contract it mounts. */
export function noteMountedRoute(contract: Pick<RouteContract, 'method' | 'path' | 'auth'>): void {
  mounted.set(`${contract.method} ${contract.path}`, {
    method: contract.method,
    pattern: pathPatternOf(contract.path),
    readsToken: contract.auth !== 'none',
  });
}

/** The request's path below `/api/v1` (where contracts' templates live), wherever the middleware runs. */
function apiRelativePath(req: Request): string | undefined {
  const full = `${req.baseUrl}${req.path}`;
  if (full !== API_BASE_PATH && !full.startsWith(`${API_BASE_PATH}/`)) return undefined;
  return full.slice(API_BASE_PATH.length) || '/';
}

/**
 * Whether the request is for a route whose contract says `auth: 'none'` (a calendar feed, a signed
 * upload, unsubscribing from a mail link): its token is not read at all, so a stale or invalid bearer
 * token a client sends along is not a 401 and a valid one does not change the answer. When a path also
 * matches a mounted route that reads the token (`/calendars/subscription` beside `/calendars/{file}`),
 * the token is read, as the more careful answer.
 */
export function readsNoToken(req: Request): boolean {
  const path = apiRelativePath(req);
  if (path === undefined) return false;
  const method = req.method === 'HEAD' ? 'GET' : req.method;
  let none = false;
  for (const route of mounted.values()) {
    if (route.method !== method || !route.pattern.test(path)) continue;
    if (route.readsToken) return false;
    none = true;
  }
  return none;
}
