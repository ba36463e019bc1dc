/**
 * What a request costs against its budget: `reads` (GET/HEAD), `writes` (posting, commenting,
 * listing, liking, RSVPs... every other method), `uploads` (writes under `/api/v1/uploads` and
 * `/api/v1/media`), and `auth` (`POST /api/v1/auth/*`: codes, sign-in, refresh, logout).
 */
export type RouteClass = 'reads' | 'writes' | 'uploads' | 'auth';
/** The classes an account is limited by (auth posts are always counted per IP). */
export type AccountRouteClass = Exclude<RouteClass, 'auth'>;

const AUTH_PATH = /^\/api\/v1\/auth(?:\/|$)/;
const UPLOAD_PATH = /^\/api\/v1\/(?:uploads|media)(?:\/|$)/;

export function routeClass(method: string | undefined, path: string): RouteClass {
  if (method === 'GET' || method === 'HEAD') return 'reads';
  if (method === 'POST' && AUTH_PATH.test(path)) return 'auth';
  return UPLOAD_PATH.test(path) ? 'uploads' : 'writes';
}
