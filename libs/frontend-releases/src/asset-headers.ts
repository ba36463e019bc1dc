import path from 'node:path';

/** Entry files must be revalidated on every load, or clients keep old builds after a deploy. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js']);
/** webpack `[contenthash]` names such as `main.3f9a1c2b7d.js` or `123-3f9a1c2b7d.css`. */
const HASHED_FILE = /[.-][0-9a-f]{8,}(?:\.[a-z0-9]+)+$/i;
const ONE_YEAR_SECONDS = 31_536_000;

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

/** The Content-Type of a built front-end file, by its extension. */
export function contentTypeOf(filePath: string): string {
  return CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
}

/** Long immutable caching for content-hashed files; `no-cache` (revalidate, ETag → 304) for everything else. */
export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath);
  const immutable = !ENTRY_FILES.has(name) && HASHED_FILE.test(name);
  return immutable ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache';
}
