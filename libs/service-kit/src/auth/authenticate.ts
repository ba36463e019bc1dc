import type { Request, RequestHandler } from 'express';
import { AppError } from '../errors/app-error';
import type { AuthUser } from './access-claims';
import { readsNoToken } from './no-token-routes';
import { SESSION_EXPIRED_MESSAGE, type TokenVerifier } from './token-verifier';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    interface Request {
      /** Set by `authenticate()` when the request carries a valid access token. */
      user?: AuthUser;
    }
  }
}

export const ACCESS_DENIED_UNVERIFIED_MESSAGE = 'Access denied. Please verify your university email.';

function bearerToken(req: Request): string | undefined {
  const header = req.get('authorization');
  if (!header) return undefined;
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/=-]+)$/i.exec(header.trim());
  return match?.[1] ?? '';
}

const authenticated = new WeakSet<Request>();

/**
 * Whether `authenticate()` ran for this request: the router it came through knows who may call it,
 * so `route()` refuses its signed-out writes with 401 before looking at the body.
 */
export function authenticationRan(req: Request): boolean {
  return authenticated.has(req);
}

/**
 * Reads `Authorization: Bearer <jwt>` and sets `req.user`. Missing or invalid → 401
 * "Session expired. Please log in again."; with `optional`, a request WITHOUT a token passes as
 * anonymous (an invalid token is still a 401, so a stale session is noticed and refreshed). A route
 * whose contract says `auth: 'none'` (see no-token-routes.ts) is passed through without reading the
 * token at all: no `req.user`, and no 401 for a stale token sent along.
 */
export function authenticate(verifier: TokenVerifier, options: { optional?: boolean } = {}): RequestHandler {
  return async (req, _res, next) => {
    authenticated.add(req);
    if (readsNoToken(req)) return next();
    const token = bearerToken(req);
    if (token === undefined && options.optional) return next();
    if (!token) throw AppError.unauthorized(SESSION_EXPIRED_MESSAGE);
    req.user = await verifier.verify(token);
    next();
  };
}

/** The authenticated caller, or 401 (use after `authenticate({ optional: true })` on routes needing a user). */
export function requireUser(req: Request): AuthUser {
  return signedInUser(req.user);
}

/** The signed-in viewer a domain function was given, or 401 with the spec's session text. */
export function signedInUser(viewer: AuthUser | undefined): AuthUser {
  if (!viewer) throw AppError.unauthorized(SESSION_EXPIRED_MESSAGE);
  return viewer;
}

/** Campus content: a verified university student of exactly this university, else 403. */
export function requireVerifiedStudent(user: AuthUser, universityId: string | null | undefined): void {
  const allowed =
    user.audience === 'UNIVERSITY_STUDENT' &&
    user.universityVerified &&
    !!universityId &&
    user.universityId === universityId;
  if (!allowed) throw AppError.forbidden(ACCESS_DENIED_UNVERIFIED_MESSAGE);
}
