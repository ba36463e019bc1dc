import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { ServerResponse } from 'node:http';
import express, { type Request, type RequestHandler } from 'express';
import { cacheControlFor, contentTypeOf } from './cache-policy';

/** What the build precompresses (tools/webpack/create-webpack-config.cjs): `<file>.br` and `<file>.gz`. */
const COMPRESSIBLE = /\.(?:js|css|html|json|svg|txt)$/;
const VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** Set on the response when the request was pointed at a precompressed sibling. */
const CHOSEN = Symbol('precompressed encoding');
type MarkedResponse = ServerResponse & { [CHOSEN]?: string };

async function isFile(target: string): Promise<boolean> {
  try {
    return (await stat(target)).isFile();
  } catch {
    return false;
  }
}

function appendVary(res: ServerResponse, value: string): void {
  const current = res.getHeader('Vary');
  const list = Array.isArray(current) ? current.join(', ') : current === undefined ? '' : String(current);
  if (
    !list
      .toLowerCase()
      .split(/\s*,\s*/)
      .includes(value.toLowerCase())
  )
    res.setHeader('Vary', list ? `${list}, ${value}` : value);
}

/** The file under `root` a request path names, or null when it leaves `root` or cannot be decoded. */
function fileUnder(root: string, urlPath: string): string | null {
  try {
    const target = path.join(root, decodeURIComponent(urlPath));
    return target.startsWith(root + path.sep) ? target : null;
  } catch {
    return null;
  }
}

/**
 * Picks the precompressed sibling the client accepts (brotli, then gzip) and rewrites the request to
 * it; the static handler then streams it with its own ETag. Every compressible file answers with
 * `Vary: Accept-Encoding`, so caches keep one copy per encoding. Direct requests for `.br`/`.gz`
 * files are not served (they would go out without their Content-Encoding).
 */
function negotiate(root: string): RequestHandler {
  return (req: Request, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (/\.(?:br|gz)$/i.test(req.path)) return next('router');
    if (!COMPRESSIBLE.test(req.path)) return next();
    appendVary(res, 'Accept-Encoding');
    const accepted = req.acceptsEncodings('br', 'gzip', 'identity');
    const variant = VARIANTS.find((candidate) => candidate.encoding === accepted);
    const target = variant && fileUnder(root, req.path);
    if (!variant || !target) return next();
    isFile(target + variant.suffix).then(
      (found) => {
        if (found) {
          (res as MarkedResponse)[CHOSEN] = variant.encoding;
          const query = req.url.indexOf('?');
          req.url =
            query === -1
              ? req.url + variant.suffix
              : `${req.url.slice(0, query)}${variant.suffix}${req.url.slice(query)}`;
        }
        next();
      },
      () => next(),
    );
  };
}

function setHeaders(res: ServerResponse, filePath: string): void {
  const encoding = (res as MarkedResponse)[CHOSEN];
  const original = encoding ? filePath.replace(/\.(?:br|gz)$/, '') : filePath;
  res.setHeader('Cache-Control', cacheControlFor(original));
  if (encoding) {
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Type', contentTypeOf(original));
  }
}

/** A source map (or a compressed copy of one). */
const SOURCE_MAP = /\.map(?:\.(?:br|gz))?$/i;

export interface StaticFilesOptions {
  /** `false`: `*.map` files are not served (404), though they stay on disk for error reporting. */
  sourceMaps: boolean;
}

/**
 * Static files of one built front end (or release) under `root`: precompressed by Accept-Encoding,
 * hashed files immutable, entry files revalidated by ETag (a repeat visit gets 304s). Missing files
 * fall through (404 or the SPA fallback), and so do source maps unless `sourceMaps`.
 */
export function staticFiles(root: string, { sourceMaps }: StaticFilesOptions = { sourceMaps: true }): express.Router {
  const resolvedRoot = path.resolve(root);
  const router = express.Router();
  if (!sourceMaps) router.use((req, _res, next) => next(SOURCE_MAP.test(req.path) ? 'router' : undefined));
  router.use(negotiate(resolvedRoot));
  router.use(
    express.static(resolvedRoot, { cacheControl: false, setHeaders, fallthrough: true, redirect: false }),
  );
  return router;
}
