import path from 'node:path';
import type { ServerResponse } from 'node:http';

/** Entry files must be revalidated on every load, or clients keep old builds after a deploy. */
const ENTRY_FILES = new Set(['index.html', 'mf-manifest.json', 'remoteEntry.js']);
/** webpack `[contenthash]` names such as `main.3f9a1c2b7d.js` or `123-3f9a1c2b7d.css`. */
const HASHED_FILE = /[.-][0-9a-f]{8,}(?:\.[a-z0-9]+)+$/i;
const ONE_YEAR_SECONDS = 31_536_000;

/** Long immutable caching for content-hashed files; `no-cache` (revalidate) for everything else. */
export function setCacheHeaders(res: ServerResponse, filePath: string): void {
  const name = path.basename(filePath);
  const immutable = !ENTRY_FILES.has(name) && HASHED_FILE.test(name);
  res.setHeader('Cache-Control', immutable ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : 'no-cache');
}
