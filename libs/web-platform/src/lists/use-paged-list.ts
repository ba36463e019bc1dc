import { useCallback, useMemo, useRef } from 'react';
import { uniqueById } from './paging';

/** The parts of an RTK Query infinite-query hook result a paged list uses. */
type InfiniteResult<T> = {
  data?: { pages: Array<{ content: T[] }> } | undefined;
  hasNextPage: boolean;
  isLoading: boolean;
  isFetching: boolean;
  isFetchingNextPage: boolean;
  isError: boolean;
  isFetchNextPageError: boolean;
  error?: unknown;
  fetchNextPage: () => { abort: () => void };
  refetch: () => unknown;
};

export type PagedList<T> = {
  items: T[];
  loaded: boolean;
  hasMore: boolean;
  isLoading: boolean;
  isLoadingMore: boolean;
  /** The first page failed: nothing to show. */
  loadError: unknown;
  /** A later page failed: the loaded items stay. */
  loadMoreError: unknown;
  loadMore: () => void;
  reload: () => unknown;
};

/**
 * Spec §4 paging over an infinite query: items of every loaded page, each id once; `loadMore` cancels
 * a page request still in flight before asking for the next; the first page's failure and a later
 * page's failure are told apart.
 */
export function usePagedList<T extends { id: string }>(result: InfiniteResult<T>): PagedList<T> {
  const {
    data,
    hasNextPage,
    isLoading,
    isFetchingNextPage,
    isError,
    isFetchNextPageError,
    error,
    fetchNextPage,
    refetch,
  } = result;
  const items = useMemo(() => uniqueById(data?.pages ?? []), [data]);
  const inFlight = useRef<{ abort: () => void } | null>(null);

  const loadMore = useCallback(() => {
    inFlight.current?.abort();
    const request = fetchNextPage();
    inFlight.current = request;
    void Promise.resolve(request).finally(() => {
      if (inFlight.current === request) inFlight.current = null;
    });
  }, [fetchNextPage]);

  return {
    items,
    loaded: Boolean(data),
    hasMore: hasNextPage,
    isLoading,
    isLoadingMore: isFetchingNextPage,
    /** The first page failed: nothing to show. */
    loadError: isError && !isFetchNextPageError && !data ? error : undefined,
    /** A later page failed: the loaded items stay. */
    loadMoreError: isFetchNextPageError ? error : undefined,
    loadMore,
    reload: refetch,
  };
}
