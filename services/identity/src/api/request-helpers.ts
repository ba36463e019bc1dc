import type { Request, Response } from 'express';

/** The caller's address (`trust proxy` is loopback: behind the gateway this is the browser's IP). */
export function clientIp(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/** The token of `Authorization: Bearer <token>`, if the header has that form. */
export function bearerToken(req: Request): string | undefined {
  const match = /^Bearer[ ]+([A-Za-z0-9._~+/=-]+)$/i.exec(req.get('authorization')?.trim() ?? '');
  return match?.[1];
}

/** Responses carrying tokens must never be cached. */
export function noStore(res: Response): void {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Pragma', 'no-cache');
}

/**
 * The value of cookie `name` on the request, percent-decoded; undefined when absent or not valid
 * percent-encoding (such a value counts as no cookie, never a 500).
 */
export function cookieValue(req: Request, name: string): string | undefined {
  const header = req.get('cookie');
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
