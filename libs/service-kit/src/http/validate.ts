import type { Request, RequestHandler, Response } from 'express';
import type { z } from 'zod';
import { AppError } from '../errors/app-error';

export interface RequestSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
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
 * A thin route: validates params/query/body with zod schemas (400 VALIDATION_ERROR with
 * `validationErrors` otherwise), calls the handler, and sends what it returns as JSON.
 * A handler that returns `undefined` has answered itself (e.g. 204).
 */
export function route<S extends RequestSchemas>(
  schemas: S,
  handler: (input: ValidatedInput<S>, req: Request, res: Response) => Promise<unknown> | unknown,
): RequestHandler {
  return async (req, res) => {
    const input = {
      params: schemas.params ? parseOrThrow(schemas.params, req.params) : undefined,
      query: schemas.query ? parseOrThrow(schemas.query, req.query) : undefined,
      body: schemas.body ? parseOrThrow(schemas.body, req.body ?? {}) : undefined,
    } as ValidatedInput<S>;
    const result = await handler(input, req, res);
    if (result !== undefined && !res.headersSent) res.json(result);
  };
}
