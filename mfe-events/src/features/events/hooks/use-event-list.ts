import { useCountedPagedList } from '@campusloop/owned-item-web';
import type { EventListKey } from '../api/event-lists';
import { useGetEventsInfiniteQuery } from '../api/events-api';

const NO_LIST: EventListKey = { scope: 'all', when: 'upcoming', universityId: '' };

/**
 * One list of events (spec §2/§4 paging) plus the total the server counts, for
 * 'Upcoming Events (n)'. Skipped while the university is unknown.
 */
export function useEventList(key: EventListKey | null) {
  return useCountedPagedList(useGetEventsInfiniteQuery(key ?? NO_LIST, { skip: !key }), Boolean(key));
}

export type EventList = ReturnType<typeof useEventList>;
