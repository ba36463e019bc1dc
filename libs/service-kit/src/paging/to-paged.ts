import type { PageQuery, Paged } from '@campusloop/contracts';

/** The spec's paged shape; `last` is true when no element lies beyond this page. */
export function toPaged<T>(items: T[], totalElements: number, { page, size }: PageQuery): Paged<T> {
  return { content: items, totalElements, last: (page + 1) * size >= totalElements, page, size };
}
