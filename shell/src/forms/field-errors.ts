import type { z } from 'zod';

/** The first message per top-level field of a failed zod parse (spec §5 shows one message per field). */
export function fieldErrors<K extends string>(result: z.ZodSafeParseResult<unknown>): Partial<Record<K, string>> {
  const errors: Partial<Record<K, string>> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '') as K;
    errors[field] ??= issue.message;
  }
  return errors;
}
