import { usePagedList, type PagedList } from '@campusloop/web-platform';

/** An RTK infinite query whose pages are the spec's `{ content, totalElements }`. */
type CountedPagedQuery<T extends { id: string }> = Parameters<typeof usePagedList<T>>[0] & {
  data?: { pages: Array<{ content: T[]; totalElements: number }> } | undefined;
};

export type CountedPagedList<T> = PagedList<T> & {
  /** The server's count of the whole list (never below what is shown); null until the first page is in. */
  total: number | null;
};

/**
 * One list of owned items (spec §2/§4 paging, through web-platform's paged list) plus the server's
 * total, for 'Upcoming Events (n)' or 'Showing n of total'. `enabled` is false while the query is
 * skipped (e.g. the university is unknown); until an enabled list has answered it counts as loading.
 */
export function useCountedPagedList<T extends { id: string }>(
  result: CountedPagedQuery<T>,
  enabled: boolean,
): CountedPagedList<T> {
  const list = usePagedList<T>(result);
  const pages = result.data?.pages ?? [];
  const last = pages[pages.length - 1];
  return {
    ...list,
    total: last ? Math.max(list.items.length, last.totalElements) : null,
    isLoading: list.isLoading || (enabled && !result.data && !result.isError),
  };
}
