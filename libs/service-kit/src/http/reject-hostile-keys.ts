import type { RequestHandler } from 'express';
import { AppError } from '../errors/app-error';

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
    if (key.startsWith('$') || key.includes('\u0000') || FORBIDDEN_KEYS.has(key)) return [...path, key].join('.');
    const found = findHostileKey((value as Record<string, unknown>)[key], [...path, key], depth + 1);
    if (found) return found;
  }
  return undefined;
}

/** Rejects bodies and queries holding `$`-prefixed keys, `__proto__`, `constructor` or `prototype` with 400. */
export function rejectHostileKeys(): RequestHandler {
  return (req, _res, next) => {
    const hostile = findHostileKey(req.body) ?? findHostileKey(req.query);
    if (hostile) {
      next(AppError.badRequest('Request contains a forbidden key.', { details: { field: hostile } }));
      return;
    }
    next();
  };
}
