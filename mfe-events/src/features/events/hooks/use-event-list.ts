import { usePagedList } from '@campusloop/web-platform';
import type { EventListKey } from '../api/event-lists';
import { useGetEventsInfiniteQuery } from '../api/events-api';

const NO_LIST: EventListKey = { scope: 'all', when: 'upcoming', universityId: '' };

/**
 * One list of events (spec §2/§4 paging, through web-platform's paged list) plus the total the
 * server counts, for 'Upcoming Events (n)'. Skipped while the university is unknown.
 */
export function useEventList(key: EventListKey | null) {
  const result = useGetEventsInfiniteQuery(key ?? NO_LIST, { skip: !key });
  const list = usePagedList(result);
  const pages = result.data?.pages ?? [];
  const last = pages[pages.length - 1];
  return {
    ...list,
    /** The server's count of the whole list (never below what is shown); null until the first page is in. */
    total: last ? Math.max(list.items.length, last.totalElements) : null,
    isLoading: list.isLoading || (Boolean(key) && !result.data && !result.isError),
  };
}

export type EventList = ReturnType<typeof useEventList>;
