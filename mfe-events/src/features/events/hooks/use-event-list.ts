import { useCallback, useMemo, useRef } from 'react';
import type { CampusEvent } from '@campusloop/contracts';
import type { EventListKey } from '../api/event-lists';
import { useGetEventsInfiniteQuery } from '../api/events-api';

/**
 * One list of events (spec §2/§4 paging): the events of every loaded page, each id once; the total
 * the server counts (for 'Upcoming Events (n)'); Load More cancels a page request still in flight;
 * a failed first page and a failed later page are told apart. `skip` while the university is unknown.
 */
export function useEventList(key: EventListKey | null) {
  const result = useGetEventsInfiniteQuery(key ?? { scope: 'all', when: 'upcoming', universityId: '' }, { skip: !key });
  const { data, hasNextPage, isLoading, isFetchingNextPage, isError, isFetchNextPageError, error, fetchNextPage, refetch } = result;

  const events = useMemo(() => {
    const seen = new Set<string>();
    const list: CampusEvent[] = [];
    for (const event of (data?.pages ?? []).flatMap((page) => page.content)) {
      if (seen.has(event.id)) continue;
      seen.add(event.id);
      list.push(event);
    }
    return list;
  }, [data]);

  const inFlight = useRef<{ abort: () => void } | null>(null);
  const loadMore = useCallback(() => {
    inFlight.current?.abort();
    const request = fetchNextPage();
    inFlight.current = request;
    void Promise.resolve(request).finally(() => {
      if (inFlight.current === request) inFlight.current = null;
    });
  }, [fetchNextPage]);

  const pages = data?.pages ?? [];
  return {
    events,
    /** The server's count of the whole list; null until the first page is in. */
    total: pages.length > 0 ? Math.max(events.length, pages[pages.length - 1]?.totalElements ?? 0) : null,
    loaded: Boolean(data),
    hasMore: hasNextPage,
    isLoading: isLoading || (Boolean(key) && !data && !isError),
    isLoadingMore: isFetchingNextPage,
    loadError: isError && !isFetchNextPageError && !data ? error : undefined,
    loadMoreError: isFetchNextPageError ? error : undefined,
    loadMore,
    reload: refetch,
  };
}

export type EventList = ReturnType<typeof useEventList>;
