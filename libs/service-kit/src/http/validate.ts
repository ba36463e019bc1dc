import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { authenticationRan, requireUser } from '../auth/authenticate';
import { AppError } from '../errors/app-error';
import { throwDeferredBodyError } from './json-body';

export interface RequestSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /**
   * Who may call: 'required' → a signed-in caller (401 otherwise), checked before anything is
   * validated. Default: 'required' for writes (POST, PUT, PATCH, DELETE) on a router that runs
   * `authenticate()`, else 'optional'. A write open to visitors on such a router says 'optional'.
   */
  auth?: 'required' | 'optional';
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function needsUser(auth: RequestSchemas['auth'], req: Request): boolean {
  if (auth !== undefined) return auth === 'required';
  return WRITE_METHODS.has(req.method) && authenticationRan(req);
}

type Parsed<S extends RequestSchemas, K extends keyof RequestSchemas> = S[K] extends z.ZodType
  ? z.infer<S[K]>
  : undefined;

export interface ValidatedInput<S extends RequestSchemas> {
  params: Parsed<S, 'params'>;
  query: Parsed<S, 'query'>;
  body: Parsed<S, 'body'>;
}

/** Turns zod issues into the `validationErrors` map (field → first message). */
export function issuesToValidationErrors(issues: readonly z.core.$ZodIssue[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_';
    if (!(field in errors)) errors[field] = issue.message;
  }
  return errors;
}

export function parseOrThrow<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw AppError.validation(issuesToValidationErrors(result.error.issues));
  return result.data;
}

/**
 * A thin route: first the caller (`auth`: a signed-out write is 401 whatever its body, so nothing
 * about the body's validity leaks), then the body's own errors (too large, not JSON, a forbidden key;
 * see `deferBodyError`), then params/query/body against the zod schemas (400 VALIDATION_ERROR with
 * `validationErrors`); calls the handler and sends what it returns as JSON. A handler that returns
 * `undefined` has answered itself (e.g. 204).
 */
export function route<S extends RequestSchemas>(
  schemas: S,
  handler: (input: ValidatedInput<S>, req: Request, res: Response) => Promise<unknown> | unknown,
): RequestHandler {
  return async (req, res) => {
    if (needsUser(schemas.auth, req)) requireUser(req);
    throwDeferredBodyError(req);
    const input = {
      params: schemas.params ? parseOrThrow(schemas.params, req.params) : undefined,
      query: schemas.query ? parseOrThrow(schemas.query, req.query) : undefined,
      body: schemas.body ? parseOrThrow(schemas.body, req.body ?? {}) : undefined,
    } as ValidatedInput<S>;
    const result = await handler(input, req, res);
    if (result !== undefined && !res.headersSent) res.json(result);
  };
}
