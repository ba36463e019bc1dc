import { Router } from 'express';
import { decodeJwt } from 'jose';
import { IDENTITY_ROUTES } from '@campusloop/contracts';
import { authenticate, mountRoute, requireUser, type TokenVerifier } from '@campusloop/service-kit';
import type { IdentityContext } from '../domain/identity-context';
import { requestUniversityOtp } from '../domain/universities/request-university-otp';
import { verifyUniversityOtp } from '../domain/universities/verify-university-otp';
import { getMe } from '../domain/users/get-me';
import { updateMe } from '../domain/users/update-me';
import type { RefreshCookie } from './refresh-cookie';
import { bearerToken, clientIp, noStore } from './request-helpers';
import { parseUpdateMeBody } from './update-me-body';

/** The session id of the (already verified) access token on this request. */
function currentSessionId(token: string | undefined): string | null {
  if (!token) return null;
  const { sid } = decodeJwt(token);
  return typeof sid === 'string' ? sid : null;
}

/** GET/PATCH /users/me and university e-mail verification (signed in). */
export function usersRouter(ctx: IdentityContext, cookie: RefreshCookie, verifier: TokenVerifier): Router {
  const router = Router();
  router.use('/users/me', authenticate(verifier));

  mountRoute(router, IDENTITY_ROUTES.getMe, (_input, req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    return getMe(ctx, requireUser(req).id);
  });

  // The body is judged by parseUpdateMeBody: it names each field a client may not write.
  mountRoute(
    router,
    IDENTITY_ROUTES.updateMe,
    async (_input, req, res) => {
      const input = parseUpdateMeBody(req.body);
      res.setHeader('Cache-Control', 'private, no-store');
      res.json(await updateMe(ctx, requireUser(req).id, input));
    },
    { validateBody: false },
  );

  mountRoute(router, IDENTITY_ROUTES.requestUniversityOtp, ({ body }, req) =>
    requestUniversityOtp(ctx, { ...body, userId: requireUser(req).id, ip: clientIp(req) }),
  );

  mountRoute(router, IDENTITY_ROUTES.verifyUniversityOtp, async ({ body }, req, res) => {
    const { session, ...response } = await verifyUniversityOtp(ctx, {
      ...body,
      userId: requireUser(req).id,
      sessionId: currentSessionId(bearerToken(req)),
      ip: clientIp(req),
    });
    noStore(res);
    cookie.set(res, session);
    return response;
  });

  return router;
}
