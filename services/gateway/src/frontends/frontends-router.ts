import { stat } from 'node:fs/promises';
import path from 'node:path';
import express, { type Request, type RequestHandler, type Router } from 'express';
import helmet from 'helmet';
import { loadFrontendsConfig, remoteOrigins, type FrontendsConfig } from './frontends-config';
import { mfManifestHandler } from './mf-manifest';
import { RELEASE_VERSION, RELEASES_BASE_PATH, createReleaseStore } from '@campusloop/frontend-releases';
import { inlineScriptSources } from './inline-script-hashes';
import { createRemoteRegistry, type RemoteRegistryDeps } from './remote-registry';
import { REMOTE_APPS, remoteBasePath } from './remote-apps';
import { staticFiles, type StaticFilesOptions } from './static-files';

/** Paths the SPA fallback never answers with index.html: they are APIs or files. */
const NOT_SPA = /^\/(?:api|remotes|releases|internal)(?:\/|$)/i;

/**
 * Security headers for the front ends: scripts, styles and frames from the gateway's own origin plus
 * exactly the origins remotes are configured to come from (REMOTE_URL_*, the release store's public
 * URL) — nothing wider. styled-components injects <style> tags, hence 'unsafe-inline' for styles; the
 * MF runtime fetches each remote's mf-manifest.json, hence connect-src. Served over plain HTTP in
 * the embedded default, so no upgrade-insecure-requests. Uploads and images may also reach
 * `MEDIA_ORIGINS` (media's bucket or CDN: connect-src and img-src only). Files are public, so another origin (a
 * shell on a dev server) may load the remotes (Cross-Origin-Resource-Policy). Inline scripts run only
 * when the shell's build lists their sha256 (`inlineScripts`: the prerender guard, inline-script-hashes.ts).
 */
function frontendHelmet(extraOrigins: string[], mediaOrigins: string[], inlineScripts: () => string[]): RequestHandler {
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [() => ["'self'", ...inlineScripts()].join(' '), ...extraOrigins],
        styleSrc: ["'self'", "'unsafe-inline'", ...extraOrigins],
        imgSrc: ["'self'", 'blob:', 'data:', ...extraOrigins, ...mediaOrigins],
        fontSrc: ["'self'", 'data:', ...extraOrigins],
        connectSrc: ["'self'", 'ws:', 'wss:', ...extraOrigins, ...mediaOrigins],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
}

/** A GET for a page of the client-side app: outside the APIs, its last segment not a file name, HTML accepted. */
function isPageRequest(req: Request): boolean {
  const isRead = req.method === 'GET' || req.method === 'HEAD';
  const lastSegment = req.path.slice(req.path.lastIndexOf('/') + 1);
  return isRead && !NOT_SPA.test(req.path) && !lastSegment.includes('.') && Boolean(req.accepts('html'));
}

/** A path a prerendered page may sit at: `/`, `/about`, `/about/` (letters, digits, dashes; no dot segments). */
const PAGE_PATH = /^(?:\/[a-z0-9-]+)*\/?$/i;

/**
 * The shell's prerendered public pages (shell/src/prerender, issue 30): `/about` is answered with
 * `about/index.html` when the build wrote one, `/` with `index.html`, each through the shell's static
 * files (precompressed, ETag, `no-cache`). Paths without a page of their own go on to the SPA fallback.
 */
function prerenderedPages(shellDir: string): RequestHandler {
  return (req, _res, next) => {
    if (!isPageRequest(req) || !PAGE_PATH.test(req.path)) return next();
    const pageUrl = `${req.path.replace(/\/+$/, '')}/index.html`;
    stat(path.join(shellDir, pageUrl)).then(
      (found) => {
        if (found.isFile()) req.url = pageUrl + req.url.slice(req.path.length);
        next();
      },
      () => next(),
    );
  };
}

/** index.html for client-side routes: GETs outside the APIs whose last segment is not a file name. */
function spaFallback(shellDir: string): RequestHandler {
  const indexFile = path.join(shellDir, 'index.html');
  return (req, res, next) => {
    if (!isPageRequest(req)) {
      next();
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile, { cacheControl: false }, (error) => {
      if (error && !res.headersSent) next();
    });
  };
}

const REMOTE_NAMES = new Set<string>(REMOTE_APPS);

/** `/releases/<remote>/<version>/<file>` of the embedded release store; nothing else under it (records stay private). */
function releaseFiles(dir: string, options: StaticFilesOptions): Router {
  const router = express.Router();
  router.use((req, _res, next) => {
    const [, remote = '', version = '', ...rest] = req.path.split('/');
    next(
      REMOTE_NAMES.has(remote) && RELEASE_VERSION.test(version) && rest.length > 0 && rest.join('/') !== ''
        ? undefined
        : 'router',
    );
  });
  router.use(staticFiles(dir, options));
  return router;
}

export type FrontendsOptions = Partial<Pick<RemoteRegistryDeps, 'onRecordError'>> & {
  config?: FrontendsConfig;
};

/**
 * The front ends (embedded default): the shell from `<distDir>/shell` at `/`, each built remote from
 * `<distDir>/<name>` at `/remotes/<name>/`, released remotes from the release store at
 * `/releases/<name>/<version>/`, the remote registry at `/mf-manifest.json`, the shell's prerendered
 * pages at their paths, and the SPA fallback.
 * Text files go out precompressed by Accept-Encoding. Missing builds are not an error: their paths 404.
 * Source maps (`*.map`) 404 unless `config.publicSourceMaps` (off with NODE_ENV=production).
 */
export function frontendsRouter(
  distDir: string,
  { config = loadFrontendsConfig({}), onRecordError }: FrontendsOptions = {},
): Router {
  const router = express.Router();
  const store = createReleaseStore(config.releaseStore);
  const registry = createRemoteRegistry({
    distDir,
    config,
    store,
    ...(onRecordError ? { onRecordError } : {}),
  });
  const files: StaticFilesOptions = { sourceMaps: config.publicSourceMaps };
  const shellDir = path.join(distDir, 'shell');
  router.use(frontendHelmet(remoteOrigins(config), config.mediaOrigins, inlineScriptSources(shellDir)));
  router.get('/mf-manifest.json', mfManifestHandler(registry));
  if (config.releaseStore.kind === 'fs')
    router.use(RELEASES_BASE_PATH, releaseFiles(config.releaseStore.dir, files));
  for (const remote of REMOTE_APPS) {
    router.use(remoteBasePath(remote), staticFiles(path.join(distDir, remote), files));
  }
  router.use(prerenderedPages(shellDir));
  router.use(staticFiles(shellDir, files));
  router.use(spaFallback(shellDir));
  return router;
}
