import { baseApi } from '@campusloop/web-platform';

/** The shared RTK Query API with the events' cache tags: Event per item, EventList per list. */
export const eventsBaseApi = baseApi.enhanceEndpoints({
  addTagTypes: ['Event', 'EventList', 'CalendarSubscription'],
});
