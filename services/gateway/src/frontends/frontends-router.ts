import path from 'node:path';
import express, { type RequestHandler, type Router } from 'express';
import helmet from 'helmet';
import { setCacheHeaders } from './cache-policy';
import { mfManifestHandler } from './mf-manifest';
import { REMOTE_APPS, remoteBasePath } from './remote-apps';

/** Paths the SPA fallback never answers with index.html: they are APIs or files. */
const NOT_SPA = /^\/(?:api|remotes|internal)(?:\/|$)/i;

/**
 * Security headers for the front ends: scripts, styles and frames from the gateway's own origin
 * (styled-components injects <style> tags, hence 'unsafe-inline' for styles), API and WebSocket
 * connections, images from the gateway plus blob:/data: (previews before upload). Served over plain
 * HTTP in the embedded default, so no upgrade-insecure-requests. Files are public, so another
 * origin (a shell on a dev server) may load the remotes (Cross-Origin-Resource-Policy).
 */
function frontendHelmet(): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'blob:', 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
}

/** index.html for client-side routes: GETs outside the APIs whose last segment is not a file name. */
function spaFallback(shellDir: string): RequestHandler {
  const indexFile = path.join(shellDir, 'index.html');
  return (req, res, next) => {
    const isRead = req.method === 'GET' || req.method === 'HEAD';
    const lastSegment = req.path.slice(req.path.lastIndexOf('/') + 1);
    if (!isRead || NOT_SPA.test(req.path) || lastSegment.includes('.') || !req.accepts('html')) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile, { cacheControl: false }, (error) => {
      if (error && !res.headersSent) next();
    });
  };
}

/**
 * The built front ends (embedded default): the shell from `<distDir>/shell` at `/`, each remote
 * from `<distDir>/<name>` at `/remotes/<name>/`, the runtime manifest at `/mf-manifest.json`, and
 * the SPA fallback. Missing builds are not an error: their paths just 404.
 */
export function frontendsRouter(distDir: string): Router {
  const router = express.Router();
  const staticOptions = {
    cacheControl: false,
    setHeaders: setCacheHeaders,
    fallthrough: true,
    redirect: false,
  };
  router.use(frontendHelmet());
  router.get('/mf-manifest.json', mfManifestHandler(distDir));
  for (const remote of REMOTE_APPS) {
    router.use(remoteBasePath(remote), express.static(path.join(distDir, remote), staticOptions));
  }
  const shellDir = path.join(distDir, 'shell');
  router.use(express.static(shellDir, staticOptions));
  router.use(spaFallback(shellDir));
  return router;
}
