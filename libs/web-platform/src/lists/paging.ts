import type { Paged } from '@campusloop/contracts';

/**
 * Spec §4/§9: more pages are assumed while a full page comes back; lists that trust the server's
 * `last` flag (campus comments) ask with `useLastFlag`.
 */
export function hasMorePages(page: Paged<unknown>, size: number, useLastFlag = false): boolean {
  return useLastFlag ? !page.last : page.content.length >= size;
}

/** Items of all loaded pages in order, each id once (a new post can push an item onto the next page). */
export function uniqueById<T extends { id: string }>(pages: ReadonlyArray<{ content: readonly T[] }>): T[] {
  const seen = new Set<string>();
  const items: T[] = [];
  for (const page of pages) {
    for (const item of page.content) {
      if (seen.has(item.id)) continue;
      seen.add(item.id);
      items.push(item);
    }
  }
  return items;
}
