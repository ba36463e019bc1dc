import type { ServerResponse } from 'node:http';
import { cacheControlFor } from '@campusloop/frontend-releases';

export { cacheControlFor, contentTypeOf } from '@campusloop/frontend-releases';

/** Long immutable caching for content-hashed files; `no-cache` (revalidate) for everything else. */
export function setCacheHeaders(res: ServerResponse, filePath: string): void {
  res.setHeader('Cache-Control', cacheControlFor(filePath));
}
