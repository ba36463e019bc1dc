import type { z } from 'zod';
import { pathPatternOf, type PathTemplate } from './route-path';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What the route asks of the caller's token:
 * - `none`: no token is read (public, or the URL is the credential: a signed upload, a calendar feed);
 * - `optional`: visitors may call; a token, if sent, must be valid and may change the answer;
 * - `required`: a signed-in caller, else 401 before anything of the request is judged;
 * - `refresh`: a refresh token, as `Authorization: Bearer` or in the httpOnly refresh cookie.
 */
export type RouteAuth = 'none' | 'optional' | 'required' | 'refresh';

/** One success answer of a route. */
export interface RouteAnswer {
  description: string;
  /** The JSON body; omitted when there is none (204, a redirect) or it is not JSON (`contentType`). */
  schema?: z.ZodType;
  /** A body that is not JSON, e.g. `text/calendar` or `image/*`. */
  contentType?: string;
  /** Headers the route sets on this answer, name → meaning (ETag, Location, ...). */
  headers?: Readonly<Record<string, string>>;
}

/** A route as its vertical declares it in `<vertical>-routes.ts` (before `defineRoutes` names it). */
export interface RouteSpec {
  method: HttpMethod;
  /** Relative to `/api/v1`; see `PathTemplate` (`{id}` one segment, `{+key}` the rest). */
  path: PathTemplate;
  summary: string;
  description?: string;
  auth: RouteAuth;
  /** Who may call beyond holding a token, in words ("a verified student of {universityId}"). */
  access?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body, validated before the handler runs. */
  body?: z.ZodType;
  /** A body that is not JSON (an image upload): its content types, not validated by a schema. */
  rawBody?: { contentTypes: readonly string[]; description: string };
  /** Request headers the route reads, name → meaning (If-Match, ...). */
  requestHeaders?: Readonly<Record<string, string>>;
  /** Success statuses (2xx/3xx) and what each carries. */
  answers: Readonly<Record<number, RouteAnswer>>;
  /**
   * Error statuses this route answers in the error shape on purpose (403, 404, 409, 410, 413, ...).
   * 400 (when anything is validated), 401 (when a token is read), 429 and 5xx are added for every route.
   */
  errors?: readonly number[];
}

/** A named route of a vertical: what mounts it (service-kit's `mountRoute`), calls it and documents it. */
export interface RouteContract extends RouteSpec {
  /** `<vertical>.<name>`, unique; the OpenAPI operationId. */
  id: string;
  /** The vertical that serves it (an OpenAPI tag). */
  vertical: string;
}

export type RouteContracts<R extends Record<string, RouteSpec>> = {
  readonly [K in keyof R]: R[K] & { readonly id: string; readonly vertical: string };
};

/** Names a vertical's routes: each gets `id` = `<vertical>.<key>` and its `vertical`. */
export function defineRoutes<const R extends Record<string, RouteSpec>>(
  vertical: string,
  routes: R,
): RouteContracts<R> {
  return Object.fromEntries(
    Object.entries(routes).map(([name, spec]) => [name, { ...spec, id: `${vertical}.${name}`, vertical }]),
  ) as RouteContracts<R>;
}

/** Every route of a vertical (or several), as a list. */
export function routeList(
  ...groups: ReadonlyArray<Readonly<Record<string, RouteContract>>>
): RouteContract[] {
  return groups.flatMap((group) => Object.values(group));
}

/** The contract a concrete request (`/api/v1/...` or relative) goes to, if any. */
export function findRoute(
  routes: readonly RouteContract[],
  method: string,
  path: string,
): RouteContract | undefined {
  const bare = (path.split('?')[0] ?? path).replace(/^\/api\/v1(?=\/)/, '');
  const upper = method.toUpperCase();
  // A literal segment beats a parameter (`/events/past` before `/events/{eventId}`): fewest params first.
  const candidates = routes
    .filter((route) => route.method === upper && pathPatternOf(route.path).test(bare))
    .sort((a, b) => paramCount(a.path) - paramCount(b.path));
  return candidates[0];
}

function paramCount(template: string): number {
  return (template.match(/\{/g) ?? []).length;
}
