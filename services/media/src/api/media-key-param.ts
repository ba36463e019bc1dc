import type { Request } from 'express';
import { MEDIA_KEY_PATTERN } from '@campusloop/contracts';

/** The `{*key}` wildcard of a route as a media key, or undefined if it is not one. */
export function mediaKeyParam(req: Request): string | undefined {
  const raw = (req.params as Record<string, string | string[] | undefined>)['key'];
  const key = Array.isArray(raw) ? raw.join('/') : raw;
  return key && MEDIA_KEY_PATTERN.test(key) ? key : undefined;
}
