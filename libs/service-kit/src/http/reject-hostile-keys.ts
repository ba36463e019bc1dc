import type { RequestHandler } from 'express';
import { AppError } from '../errors/app-error';
import { deferBodyError, deferredBodyError } from './json-body';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** Returns the path of the first key that could inject a query operator or pollute a prototype. */
export function findHostileKey(value: unknown, path: string[] = [], depth = 0): string | undefined {
  if (depth > 32) return path.join('.') || '(root)';
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      const found = findHostileKey(value[index], [...path, String(index)], depth + 1);
      if (found) return found;
    }
    return undefined;
  }
  if (value === null || typeof value !== 'object') return undefined;
  for (const key of Object.keys(value)) {
    if (key.startsWith('$') || key.includes('\u0000') || FORBIDDEN_KEYS.has(key))
      return [...path, key].join('.');
    const found = findHostileKey((value as Record<string, unknown>)[key], [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/**
 * Rejects queries holding `$`-prefixed keys, `__proto__`, `constructor` or `prototype` with 400 at
 * once; such a body gets the same 400 deferred until the body is used (after authentication, see
 * `deferBodyError`).
 */
export function rejectHostileKeys(): RequestHandler {
  return (req, _res, next) => {
    if (deferredBodyError(req) === undefined && req.body !== undefined) {
      const hostileBody = findHostileKey(req.body);
      if (hostileBody) deferBodyError(req, forbiddenKey(hostileBody));
    }
    // Express parses the query on each read of req.query: only when there is one.
    const hostileQuery = req.url.includes('?') ? findHostileKey(req.query) : undefined;
    if (hostileQuery) {
      next(forbiddenKey(hostileQuery));
      return;
    }
    next();
  };
}

const forbiddenKey = (field: string): AppError =>
  AppError.badRequest('Request contains a forbidden key.', { details: { field } });
