import type { Request } from 'express';

/** The post version an `If-Match: "<version>"` header asks for; undefined without one (or with `*`). */
export function expectedVersion(req: Request): number | undefined {
  const header = req.get('if-match')?.trim();
  if (!header || header === '*') return undefined;
  const match = /^(?:W\/)?"(\d{1,12})"$/.exec(header);
  // An If-Match we cannot read can never match: the edit is refused as stale (409).
  return match ? Number(match[1]) : -1;
}

export const etagOf = (version: number) => `"${version}"`;
