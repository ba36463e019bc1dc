import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { REQUEST_ID_HEADER } from '@campusloop/service-kit';

/** Same rule as service-kit's requestId(): a caller's id is kept when it is short and plain. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The request id for a request outside Express (API fast path, upgrades): the caller's
 * `x-request-id` when safe, else a new one; written back to the headers the upstream receives.
 */
export function ensureRequestId(req: IncomingMessage): string {
  const incoming = req.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  req.headers[REQUEST_ID_HEADER] = id;
  return id;
}
