import { EVENT_PATHS, fillPath, type CreateReportRequest, type ReportReceived } from '@campusloop/contracts';
import type { EventRef } from './event-lists';
import { eventsApi } from './events-api';

/** POST …/events/{eventId}/reports: an event reported to the moderators (nothing cached changes), issue 28. */
export const eventReportApi = eventsApi.injectEndpoints({
  endpoints: (build) => ({
    reportEvent: build.mutation<ReportReceived, EventRef & { body: CreateReportRequest }>({
      query: ({ body, ...ref }) => ({ url: fillPath(EVENT_PATHS.report, ref), method: 'POST', body }),
    }),
  }),
});

export const { useReportEventMutation } = eventReportApi;
