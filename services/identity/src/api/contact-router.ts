import { Router } from 'express';
import { IDENTITY_ROUTES } from '@campusloop/contracts';
import { mountRoute } from '@campusloop/service-kit';
import { submitContactMessage } from '../domain/contact/submit-contact-message';
import type { IdentityContext } from '../domain/identity-context';
import { clientIp } from './request-helpers';

/** POST /contact (public). */
export function contactRouter(ctx: IdentityContext): Router {
  const router = Router();
  mountRoute(router, IDENTITY_ROUTES.sendContactMessage, async ({ body }, req, res) => {
    const response = await submitContactMessage(ctx, { ...body, ip: clientIp(req) });
    res.status(201);
    return response;
  });
  return router;
}
