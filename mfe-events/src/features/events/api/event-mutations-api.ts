import {
  EVENT_PATHS,
  fillPath,
  isEventFull,
  type CampusEvent,
  type CreateEventRequest,
} from '@campusloop/contracts';
import { eventCache } from './event-cache';
import { eventListTagId, eventPath, type EventRef } from './event-lists';
import { eventsApi } from './events-api';

export type SaveEventArg = { universityId: string; body: CreateEventRequest };
export type UpdateEventArg = EventRef & { body: CreateEventRequest };

/** Every list may change order or membership after a create or an edit (lists are sorted by start). */
const ALL_LISTS = [{ type: 'EventList' as const }];

/** My Events holds what the user created or RSVP'd: an RSVP or a cancel changes its membership. */
const myLists = (universityId: string) =>
  (['upcoming', 'past'] as const).map((when) => ({
    type: 'EventList' as const,
    id: eventListTagId({ scope: 'mine', when, universityId }),
  }));

/**
 * Writing events (spec §4/§7). RSVP and delete are optimistic: the caches change at once and are put
 * back (`undo`) when the call fails. The components show the toasts.
 */
export const eventMutationsApi = eventsApi.injectEndpoints({
  endpoints: (build) => ({
    createEvent: build.mutation<CampusEvent, SaveEventArg>({
      query: ({ universityId, body }) => ({
        url: fillPath(EVENT_PATHS.upcoming, { universityId }),
        method: 'POST',
        body,
      }),
      invalidatesTags: (_result, error) => (error ? [] : ALL_LISTS),
    }),
    updateEvent: build.mutation<CampusEvent, UpdateEventArg>({
      query: ({ body, ...ref }) => ({ url: eventPath(ref), method: 'PUT', body }),
      onQueryStarted: ({ eventId }, tools) => eventCache.applySaved(tools, eventId, tools.queryFulfilled),
      invalidatesTags: (_result, error) => (error ? [] : ALL_LISTS),
    }),
    deleteEvent: build.mutation<null, EventRef>({
      query: (ref) => ({ url: eventPath(ref), method: 'DELETE' }),
      onQueryStarted: ({ eventId }, tools) =>
        eventCache.removeOptimistically(tools, eventId, tools.queryFulfilled),
    }),
    /** RSVP (going: true) or cancel it; spec §4: the count moves by one at once, never below 0. */
    setRsvp: build.mutation<CampusEvent, EventRef & { going: boolean }>({
      query: ({ going, ...ref }) => ({
        url: fillPath(EVENT_PATHS.rsvp, ref),
        method: going ? 'POST' : 'DELETE',
      }),
      onQueryStarted: ({ eventId, going }, tools) =>
        eventCache.patchOptimistically(
          tools,
          eventId,
          (event) => {
            if (event.rsvpd === going) return;
            event.rsvpd = going;
            event.rsvpCount = Math.max(0, event.rsvpCount + (going ? 1 : -1));
            event.isFull = isEventFull(event);
            if (going) event.waitlist.position = null;
          },
          tools.queryFulfilled,
        ),
      invalidatesTags: (_result, error, { universityId }) => (error ? [] : myLists(universityId)),
    }),
    /** Join (true) or leave the waitlist of a full event (beyond the spec); answers the event with the position. */
    setWaitlist: build.mutation<CampusEvent, EventRef & { join: boolean }>({
      query: ({ join, ...ref }) => ({
        url: fillPath(EVENT_PATHS.waitlist, ref),
        method: join ? 'POST' : 'DELETE',
      }),
      onQueryStarted: ({ eventId }, tools) => eventCache.applySaved(tools, eventId, tools.queryFulfilled),
    }),
  }),
});

export const {
  useCreateEventMutation,
  useUpdateEventMutation,
  useDeleteEventMutation,
  useSetRsvpMutation,
  useSetWaitlistMutation,
} = eventMutationsApi;
