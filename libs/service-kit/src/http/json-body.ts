import type { IncomingMessage } from 'node:http';
import express, { type RequestHandler } from 'express';
import { ErrorCode } from '@campusloop/contracts';
import { AppError } from '../errors/app-error';
import { settleUnreadBody } from './early-answer';

const deferredErrors = new WeakMap<IncomingMessage, unknown>();

/**
 * Records why the body cannot be used (too large, not JSON, a forbidden key) without answering
 * yet: `req.body` now throws it, so the error reaches the caller only where the body is used, after
 * authentication (`route()` checks the caller first). A caller who is not signed in learns nothing
 * about a body it may not send.
 */
export function deferBodyError(req: IncomingMessage, error: unknown): void {
  deferredErrors.set(req, error);
  Object.defineProperty(req, 'body', {
    configurable: true,
    enumerable: true,
    get() {
      throw error;
    },
    set(value: unknown) {
      Object.defineProperty(req, 'body', { configurable: true, enumerable: true, writable: true, value });
    },
  });
}

/** The deferred body error of this request, if any (see `deferBodyError`). */
export function deferredBodyError(req: IncomingMessage): unknown {
  return deferredErrors.get(req);
}

/** Throws the deferred body error, if any. */
export function throwDeferredBodyError(req: IncomingMessage): void {
  if (deferredErrors.has(req)) throw deferredErrors.get(req);
}

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 * 1024 };

/** '100kb' → 102400 (the units express.json understands that the services use). */
export function parseByteLimit(limit: string | number): number {
  if (typeof limit === 'number') return limit;
  const match = /^(\d+(?:\.\d+)?)\s*(b|kb|mb)?$/i.exec(limit.trim());
  if (!match) throw new Error(`Unreadable body limit: ${limit}`);
  return Math.floor(Number(match[1]) * (UNITS[(match[2] ?? 'b').toLowerCase()] ?? 1));
}

const hasBody = (req: IncomingMessage): boolean =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/**
 * Parses JSON bodies up to `limit` (express.json). Requests without a body skip it at once (most
 * GETs). A body declared larger than the limit is not read at all: 413 is deferred and the body is
 * drained or the connection closed (`settleUnreadBody`). Parse errors are deferred too
 * (`deferBodyError`).
 */
export function jsonBody(limit: string | number): RequestHandler {
  const limitBytes = parseByteLimit(limit);
  const parse = express.json({ limit: limitBytes });
  return (req, res, next) => {
    if (!hasBody(req)) {
      next();
      return;
    }
    if (Number(req.headers['content-length']) > limitBytes) {
      deferBodyError(req, new AppError(413, ErrorCode.PAYLOAD_TOO_LARGE));
      settleUnreadBody(req, res);
      next();
      return;
    }
    void parse(req, res, (error?: unknown) => {
      if (error !== undefined) deferBodyError(req, error);
      next();
    });
  };
}
