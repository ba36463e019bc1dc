import { Router, type Response } from 'express';
import { MEDIA_ROUTES } from '@campusloop/contracts';
import { AppError, mountRoute } from '@campusloop/service-kit';
import type { StorageDriver } from '../storage/storage-driver';
import { mediaKeyParam } from './media-key-param';

const IMAGE_NOT_FOUND = 'Image not found';

/**
 * Serves `relativePath` below `root`. `send` checks dot segments and `..` on the relative path only,
 * so a storage root under a dot folder (`npm start` keeps data in `.data/`) still serves its images.
 */
function sendFile(res: Response, root: string, relativePath: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // Keys never change content: one year, immutable. Content-Type from the extension.
    res.sendFile(relativePath, { root, maxAge: '365d', immutable: true, dotfiles: 'deny' }, (error) => {
      if (error && !res.headersSent) reject(AppError.notFound(IMAGE_NOT_FOUND));
      else resolve();
    });
  });
}

/**
 * `GET /media/<key>`: the re-encoded image. Local driver: the file with immutable cache headers
 * (ETag/Last-Modified, 304s, ranges). S3 driver: a redirect to the bucket URL or a presigned GET.
 */
export function mediaRouter(storage: StorageDriver): Router {
  const router = Router();
  mountRoute(router, MEDIA_ROUTES.getImage, async (_input, req, res) => {
    const key = mediaKeyParam(req);
    const object = key ? await storage.openPublic(key) : null;
    if (!object) throw AppError.notFound(IMAGE_NOT_FOUND);
    // Front ends on other origins (standalone remotes in dev) may embed the images.
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    if (object.kind === 'redirect') {
      res.setHeader('Cache-Control', `private, max-age=${object.maxAgeSeconds}`);
      res.redirect(302, object.url);
      return;
    }
    await sendFile(res, object.root, object.path);
  });
  return router;
}
