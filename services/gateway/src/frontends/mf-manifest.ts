import type { RequestHandler } from 'express';
import type { RemoteRegistry } from './remote-registry';

/**
 * `GET /mf-manifest.json`: `{ "mfe_feed": "/remotes/mfe-feed/mf-manifest.json", ... }` from the remote
 * registry (configured URL, live release or built copy). Revalidated on every load with an ETag.
 */
export function mfManifestHandler(registry: RemoteRegistry): RequestHandler {
  return async (_req, res, next) => {
    try {
      const manifest = await registry.manifest();
      res.setHeader('Cache-Control', 'no-cache');
      res.json(manifest);
    } catch (error) {
      next(error);
    }
  };
}
