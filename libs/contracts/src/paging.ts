import { z } from 'zod';

export const MAX_PAGE_SIZE = 100;

/** Messages of a bad `?page` / `?size` (spec §8 codes INVALID_PAGE and INVALID_SIZE). */
export const PAGING_MESSAGES = {
  INVALID_PAGE: 'Page must be a whole number of 0 or more.',
  INVALID_SIZE: `Size must be a whole number from 1 to ${MAX_PAGE_SIZE}.`,
} as const;

/** `?page&size` query (0-based page); anything else, `page=abc` included, answers the paging messages. */
export function pageQuerySchema(defaultSize: number) {
  const page = PAGING_MESSAGES.INVALID_PAGE;
  const size = PAGING_MESSAGES.INVALID_SIZE;
  return z.object({
    page: z.coerce.number({ error: page }).int(page).min(0, page).max(1_000_000, page).default(0),
    size: z.coerce
      .number({ error: size })
      .int(size)
      .min(1, size)
      .max(MAX_PAGE_SIZE, size)
      .default(defaultSize),
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
