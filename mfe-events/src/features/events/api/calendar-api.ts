import { EVENT_PATHS, fillPath, type CalendarSubscription } from '@campusloop/contracts';
import type { EventRef } from './event-lists';
import { eventsBaseApi } from './events-base-api';

const SUBSCRIPTION = EVENT_PATHS.subscription;

/**
 * Calendars (beyond the spec): one event's `.ics` (read with the bearer token, then saved by the
 * browser), and the student's private subscription URL of the events they RSVP'd. The server keeps
 * only a hash of the secret, so the URL is shown once, when it is made; making a new one revokes the old.
 */
export const calendarApi = eventsBaseApi.injectEndpoints({
  endpoints: (build) => ({
    getEventCalendar: build.mutation<string, EventRef>({
      query: (ref) => ({
        url: fillPath(EVENT_PATHS.eventCalendar, ref),
        // The file as text; a refusal is still the service's JSON error (its message shows).
        responseHandler: (response: Response) => (response.ok ? response.text() : response.json().catch(() => null)),
        headers: { accept: 'text/calendar' },
      }),
    }),
    getCalendarSubscription: build.query<CalendarSubscription, void>({
      query: () => SUBSCRIPTION,
      providesTags: ['CalendarSubscription'],
    }),
    createCalendarSubscription: build.mutation<CalendarSubscription, void>({
      query: () => ({ url: SUBSCRIPTION, method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          dispatch(calendarApi.util.upsertQueryData('getCalendarSubscription', undefined, { active: data.active, createdAt: data.createdAt }));
      },
    }),
    revokeCalendarSubscription: build.mutation<null, void>({
      query: () => ({ url: SUBSCRIPTION, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['CalendarSubscription']),
    }),
  }),
});

export const {
  useGetEventCalendarMutation,
  useGetCalendarSubscriptionQuery,
  useCreateCalendarSubscriptionMutation,
  useRevokeCalendarSubscriptionMutation,
} = calendarApi;
