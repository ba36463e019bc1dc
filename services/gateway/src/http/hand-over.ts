import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';

export interface HandOver {
  /** Marks a request the Express app should answer with this error. */
  remember(req: IncomingMessage, error: unknown): void;
  /** Early middleware of the Express app (after the request id): re-raises a remembered error. */
  raise(): RequestHandler;
}

/**
 * The bridge from the API fast path to the Express app: every answer the gateway writes itself
 * (errors, preflights, 404s) goes through Express and service-kit's one error handler.
 */
export function createHandOver(): HandOver {
  const pending = new WeakMap<IncomingMessage, unknown>();
  return {
    remember(req, error) {
      pending.set(req, error);
    },
    raise() {
      return (req, _res, next) => {
        if (!pending.has(req)) {
          next();
          return;
        }
        const error = pending.get(req);
        pending.delete(req);
        next(error);
      };
    },
  };
}
