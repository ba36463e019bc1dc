import { Router } from 'express';
import type { Connection } from 'mongoose';
import { ErrorCode } from '@campusloop/contracts';
import { AppError } from '../errors/app-error';

export interface HealthRouterOptions {
  /** The service name (reported in `/readyz` failures). */
  name: string;
  /** Returns the service's database connection, or undefined while it has none. */
  connection?: () => Connection | undefined;
  /** How long the readiness ping may take. Default 2 s. */
  pingTimeoutMs?: number;
}

const NOT_READY_MESSAGE = 'Service temporarily unavailable. Please try again later.';

async function pingWithin(connection: Connection, timeoutMs: number): Promise<void> {
  if (connection.readyState !== 1 || !connection.db) throw new Error(`connection state ${connection.readyState}`);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`ping took longer than ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([connection.db.command({ ping: 1 }), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /healthz`: 200 `{ status: 'ok' }` while the process can answer (liveness).
 * `GET /readyz`: pings the database; 200 `{ status: 'ok' }` or 503 in the error shape (readiness).
 */
export function healthRouter({ name, connection, pingTimeoutMs = 2_000 }: HealthRouterOptions): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (connection) {
      const current = connection();
      try {
        if (!current) throw new Error('no database connection');
        await pingWithin(current, pingTimeoutMs);
      } catch (error) {
        throw new AppError(503, ErrorCode.SERVICE_UNAVAILABLE, NOT_READY_MESSAGE, {
          details: { service: name, check: 'database' },
          cause: error,
        });
      }
    }
    res.json({ status: 'ok' });
  });
  return router;
}
