// Zod-free (front ends import it): every events path template, relative to /api/v1.
import { discussionPaths } from '../discussion/discussion-paths';

const EVENTS = '/universities/{universityId}/events';
const EVENT = `${EVENTS}/{eventId}` as const;

export const EVENT_PATHS = {
  upcoming: EVENTS,
  past: `${EVENTS}/past`,
  mine: '/users/me/activity/events',
  minePast: '/users/me/activity/events/past',
  event: EVENT,
  rsvp: `${EVENT}/rsvp`,
  waitlist: `${EVENT}/waitlist`,
  eventCalendar: `${EVENT}/calendar.ics`,
  subscription: '/calendars/subscription',
  subscriptionCalendar: '/calendars/{file}',
  ...discussionPaths(EVENT),
} as const;
