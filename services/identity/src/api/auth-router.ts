import { Router } from 'express';
import { decodeJwt } from 'jose';
import { AUTH_MESSAGES, IDENTITY_ROUTES, type RefreshResponse } from '@campusloop/contracts';
import { AppError, mountRoute, type TokenVerifier } from '@campusloop/service-kit';
import { logout } from '../domain/auth/logout';
import { refreshSession } from '../domain/auth/refresh-session';
import { requestLoginOtp } from '../domain/auth/request-login-otp';
import { verifyLoginOtp } from '../domain/auth/verify-login-otp';
import type { IdentityContext } from '../domain/identity-context';
import { REFRESH_TOKEN_PATTERN } from '../domain/tokens/refresh-token-crypto';
import type { DeviceCookie } from './device-cookie';
import type { RefreshCookie } from './refresh-cookie';
import { bearerToken, clientIp, noStore } from './request-helpers';

/** Session id (`sid`) of a valid access token, else undefined. */
async function sessionOfAccessToken(verifier: TokenVerifier, token: string): Promise<string | undefined> {
  try {
    await verifier.verify(token);
    const { sid } = decodeJwt(token);
    return typeof sid === 'string' ? sid : undefined;
  } catch {
    return undefined;
  }
}

/** POST /auth/request-otp, verify-otp, refresh-token, logout (spec §7 Auth and user). */
export function authRouter(
  ctx: IdentityContext,
  cookie: RefreshCookie,
  devices: DeviceCookie,
  verifier: TokenVerifier,
): Router {
  const router = Router();

  mountRoute(router, IDENTITY_ROUTES.requestOtp, ({ body }, req) =>
    requestLoginOtp(ctx, {
      email: body.email,
      ip: clientIp(req),
      knownDevice: devices.knownDevice(req, body.email),
    }),
  );

  mountRoute(router, IDENTITY_ROUTES.verifyOtp, async ({ body }, req, res) => {
    const knownDevice = devices.knownDevice(req, body.email);
    const { session, ...response } = await verifyLoginOtp(ctx, { ...body, ip: clientIp(req), knownDevice });
    noStore(res);
    cookie.set(res, session);
    devices.remember(req, res, body.email);
    return response;
  });

  mountRoute(router, IDENTITY_ROUTES.refreshToken, async (_input, req, res) => {
    noStore(res);
    const presented = bearerToken(req) ?? cookie.read(req);
    try {
      if (!presented) throw AppError.unauthorized(AUTH_MESSAGES.sessionExpired);
      const session = await refreshSession(ctx, presented);
      cookie.set(res, session);
      const body: RefreshResponse = {
        accessToken: session.accessToken,
        refreshToken: session.refreshToken,
        tokenType: 'Bearer',
        expiresIn: session.expiresIn,
      };
      res.json(body);
    } catch (error) {
      if (error instanceof AppError && error.status === 401) cookie.clear(res);
      throw error;
    }
  });

  mountRoute(router, IDENTITY_ROUTES.logout, async (_input, req, res) => {
    const bearer = bearerToken(req);
    const fromCookie = cookie.read(req);
    const refreshTokens = [bearer, fromCookie].filter(
      (token): token is string => !!token && REFRESH_TOKEN_PATTERN.test(token),
    );
    const sessionId =
      bearer && !REFRESH_TOKEN_PATTERN.test(bearer)
        ? await sessionOfAccessToken(verifier, bearer)
        : undefined;
    await logout(ctx, { refreshTokens, sessionIds: sessionId ? [sessionId] : [] });
    noStore(res);
    cookie.clear(res);
    res.status(204).end();
  });

  return router;
}
