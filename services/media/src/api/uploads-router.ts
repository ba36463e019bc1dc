import { Router } from 'express';
import { MEDIA_ROUTES } from '@campusloop/contracts';
import { authenticate, mountRoute, requireUser, type TokenVerifier } from '@campusloop/service-kit';
import { discardUpload } from '../domain/discard-upload';
import type { MediaDeps } from '../domain/media-deps';
import { mediaErrors } from '../domain/media-errors';
import { presignUpload } from '../domain/presign-upload';
import { receiveUpload } from '../domain/receive-upload';
import { mediaKeyParam } from './media-key-param';

export interface UploadsRouterOptions {
  verifier: TokenVerifier;
  /** Per-user limit on presigns (after authentication). */
  presignLimit: import('express').RequestHandler;
}

/**
 * `POST /uploads/presign` (signed in, rate limited) → `{ uploadUrl, key, expiresAt, method, headers }`;
 * `PUT /uploads/blob/<key>?expires&sig` (local driver; the signature is the credential) → 204;
 * `DELETE /uploads/<key>` (the uploader, unattached only) → 204.
 */
export function uploadsRouter(deps: MediaDeps, { verifier, presignLimit }: UploadsRouterOptions): Router {
  const router = Router();

  mountRoute(
    router,
    MEDIA_ROUTES.presignUpload,
    ({ body }, req) => presignUpload(deps, requireUser(req).id, body),
    {
      before: [authenticate(verifier), presignLimit],
    },
  );

  if (deps.storage.writeIncoming) {
    mountRoute(router, MEDIA_ROUTES.uploadImage, async (_input, req, res) => {
      const key = mediaKeyParam(req);
      if (!key) throw mediaErrors.urlInvalid();
      await receiveUpload(deps, {
        key,
        expires: typeof req.query['expires'] === 'string' ? req.query['expires'] : undefined,
        sig: typeof req.query['sig'] === 'string' ? req.query['sig'] : undefined,
        contentType: req.get('content-type'),
        contentLength: req.get('content-length'),
        body: req,
      });
      res.status(204).end();
    });
  }

  mountRoute(
    router,
    MEDIA_ROUTES.discardUpload,
    async (_input, req, res) => {
      const key = mediaKeyParam(req);
      if (!key) throw mediaErrors.notFound(String(req.params['key'] ?? ''));
      await discardUpload(deps, requireUser(req).id, key);
      res.status(204).end();
    },
    { before: [authenticate(verifier)] },
  );

  return router;
}
