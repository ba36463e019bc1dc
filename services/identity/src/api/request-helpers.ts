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
