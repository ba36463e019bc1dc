import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;

/** `?page&size` query (0-based page). */
export function pageQuerySchema(defaultSize: number) {
  return z.object({
    page: z.coerce.number().int('INVALID_PAGE').min(0, 'INVALID_PAGE').max(1_000_000).default(0),
    size: z.coerce.number().int('INVALID_SIZE').min(1, 'INVALID_SIZE').max(MAX_PAGE_SIZE, 'INVALID_SIZE').default(defaultSize),
  });
}
export type PageQuery = { page: number; size: number };

/** The paged response shape of spec §3. */
export function pagedSchema<T extends z.ZodTypeAny>(item: T) {
  return z.object({
    content: z.array(item),
    totalElements: z.number().int().min(0),
    last: z.boolean(),
    page: z.number().int().min(0),
    size: z.number().int().min(1),
  });
}
export type Paged<T> = { content: T[]; totalElements: number; last: boolean; page: number; size: number };
