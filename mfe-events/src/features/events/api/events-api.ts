import { EVENTS_PAGE_SIZE, type CampusEvent, type PagedEvents } from '@campusloop/contracts';
import { hasMorePages } from '@campusloop/web-platform';
import { eventsBaseApi } from './events-base-api';
import { eventListPath, eventListTagId, eventPath, type EventListKey, type EventRef } from './event-lists';

/** Reading events (spec §7; spec §9: more pages while full pages come back): the four lists page by page, and one event. Writes are in event-mutations-api.ts. */
export const eventsApi = eventsBaseApi.injectEndpoints({
  endpoints: (build) => ({
    getEvents: build.infiniteQuery<PagedEvents, EventListKey, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (lastPage, _pages, lastPageParam) => (hasMorePages(lastPage, EVENTS_PAGE_SIZE) ? lastPageParam + 1 : undefined),
      },
      query: ({ queryArg, pageParam }) => ({
        url: eventListPath(queryArg),
        params: { page: pageParam, size: EVENTS_PAGE_SIZE },
      }),
      providesTags: (result, _error, key) => [
        { type: 'EventList', id: eventListTagId(key) },
        'EventList',
        ...(result?.pages ?? []).flatMap((page) => page.content.map((event) => ({ type: 'Event' as const, id: event.id }))),
      ],
    }),
    getEvent: build.query<CampusEvent, EventRef>({
      query: (ref) => eventPath(ref),
      providesTags: (_result, _error, { eventId }) => [{ type: 'Event', id: eventId }],
    }),
  }),
});

export const { useGetEventsInfiniteQuery, useGetEventQuery } = eventsApi;
