import type { CookieOptions, Request, Response } from 'express';
import { REFRESH_COOKIE_NAME, REFRESH_COOKIE_PATH } from '@campusloop/contracts';
import type { Clock } from '@campusloop/service-kit';
import type { SessionTokens } from '../domain/tokens/session-tokens';

/** A cookie value that is not valid percent-encoding (`%E0%A4%A`) is no token at all: treated as absent, never a 500. */
function decodedOrNothing(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}

/**
 * The refresh token also travels as a cookie the page's scripts cannot read: HttpOnly, SameSite=Strict
 * (no cross-site request carries it), Secure outside plain-http development, and only sent to
 * /api/v1/auth (refresh-token and logout).
 */
export function refreshCookie(secure: boolean, now: Clock) {
  const base: CookieOptions = { httpOnly: true, secure, sameSite: 'strict', path: REFRESH_COOKIE_PATH };
  return {
    set(res: Response, session: SessionTokens): void {
      const maxAge = Math.max(0, new Date(session.sessionExpiresAt).getTime() - now().getTime());
      res.cookie(REFRESH_COOKIE_NAME, session.refreshToken, { ...base, maxAge });
    },
    clear(res: Response): void {
      res.clearCookie(REFRESH_COOKIE_NAME, base);
    },
    read(req: Request): string | undefined {
      const header = req.get('cookie');
      if (!header) return undefined;
      for (const part of header.split(';')) {
        const separator = part.indexOf('=');
        if (separator === -1) continue;
        if (part.slice(0, separator).trim() === REFRESH_COOKIE_NAME) return decodedOrNothing(part.slice(separator + 1).trim());
      }
      return undefined;
    },
  };
}
export type RefreshCookie = ReturnType<typeof refreshCookie>;
