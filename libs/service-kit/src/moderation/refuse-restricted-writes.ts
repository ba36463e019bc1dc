import type { Request, RequestHandler } from 'express';
import { ErrorCode, MODERATION_MESSAGES } from '@campusloop/contracts';
import type { AuthUser } from '../auth/access-claims';
import type { TokenVerifier } from '../auth/token-verifier';
import { AppError } from '../errors/app-error';
import type { AccountRestrictions } from './create-account-restrictions';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Signing in, refreshing and signing out stay open to a restricted account (below `/api/v1`). */
const ALWAYS_OPEN = /^\/auth\//;

export interface RestrictedWritesOptions {
  restrictions: Pick<AccountRestrictions, 'restrictedUntil'>;
  /**
   * For an app whose routers authenticate per route (identity, media): the guard verifies the bearer
   * token itself. Without it the guard reads `req.user` (a vertical app authenticates first).
   */
  verifier?: TokenVerifier;
}

async function callerOf(req: Request, verifier: TokenVerifier | undefined): Promise<AuthUser | undefined> {
  if (req.user || !verifier) return req.user;
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/=-]+)$/i.exec(req.get('authorization')?.trim() ?? '');
  if (!match?.[1]) return undefined;
  // A bad token is the route's business (401 there); the guard only judges valid callers.
  return verifier.verify(match[1]).catch(() => undefined);
}

/**
 * The write guard every service runs on `/api/v1` (service-kit puts it in every vertical app and in
 * `createServiceApp({ restrictedWrites })`): a POST, PUT, PATCH or DELETE by an account a moderator
 * restricted is refused with 403 and spec §8's 'Your account has been temporarily restricted due to
 * violations of our community guidelines.', except signing in, refreshing and signing out. Reads pass.
 */
export function refuseRestrictedWrites(options: RestrictedWritesOptions): RequestHandler {
  return async (req, _res, next) => {
    if (!WRITE_METHODS.has(req.method) || ALWAYS_OPEN.test(req.path)) return next();
    const caller = await callerOf(req, options.verifier);
    const until = caller ? await options.restrictions.restrictedUntil(caller.id) : null;
    if (until) {
      throw new AppError(403, ErrorCode.FORBIDDEN, MODERATION_MESSAGES.accountRestricted, {
        details: { reason: 'ACCOUNT_RESTRICTED', restrictedUntil: until.toISOString() },
      });
    }
    next();
  };
}
