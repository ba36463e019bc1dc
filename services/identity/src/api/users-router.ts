import { Router } from 'express';
import { decodeJwt } from 'jose';
import { requestUniversityOtpRequestSchema, verifyUniversityOtpRequestSchema } from '@campusloop/contracts';
import { authenticate, requireUser, route, type TokenVerifier } from '@campusloop/service-kit';
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

  router.get(
    '/users/me',
    route({}, (_input, req, res) => {
      res.setHeader('Cache-Control', 'private, no-store');
      return getMe(ctx, requireUser(req).id);
    }),
  );

  router.patch('/users/me', async (req, res) => {
    const input = parseUpdateMeBody(req.body);
    res.setHeader('Cache-Control', 'private, no-store');
    res.json(await updateMe(ctx, requireUser(req).id, input));
  });

  router.post(
    '/users/me/university-email/request-otp',
    route({ body: requestUniversityOtpRequestSchema }, ({ body }, req) =>
      requestUniversityOtp(ctx, { ...body, userId: requireUser(req).id, ip: clientIp(req) }),
    ),
  );

  router.post(
    '/users/me/university-email/verify-otp',
    route({ body: verifyUniversityOtpRequestSchema }, async ({ body }, req, res) => {
      const { session, ...response } = await verifyUniversityOtp(ctx, {
        ...body,
        userId: requireUser(req).id,
        sessionId: currentSessionId(bearerToken(req)),
        ip: clientIp(req),
      });
      noStore(res);
      cookie.set(res, session);
      return response;
    }),
  );

  return router;
}
