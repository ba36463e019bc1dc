import { Router } from 'express';
import { mediaAttachRequestSchema, mediaDetachRequestSchema } from '@campusloop/contracts';
import { route } from '@campusloop/service-kit';
import { attachUploads } from '../domain/attach-uploads';
import { detachUploads } from '../domain/detach-uploads';
import type { MediaDeps } from '../domain/media-deps';

/**
 * Service-to-service (mounted at `/internal`, never forwarded by the gateway):
 * `POST /uploads/attach` → `{ items: MediaItem[] }`, `POST /uploads/detach` → `{ detached }`.
 * Callers validate with `mediaAttachResponseSchema` / `mediaDetachResponseSchema` from contracts.
 */
export function internalRouter(deps: MediaDeps): Router {
  const router = Router();
  router.post('/uploads/attach', route({ body: mediaAttachRequestSchema }, ({ body }) => attachUploads(deps, body)));
  router.post('/uploads/detach', route({ body: mediaDetachRequestSchema }, ({ body }) => detachUploads(deps, body)));
  return router;
}
