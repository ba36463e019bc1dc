import { z } from 'zod';
import { publicIdSchema } from '../ids';
import { commentModerationRouteSpecs } from '../discussion/comment-moderation-routes';
import { discussionRouteSpecs } from '../discussion/discussion-routes';
import { MODERATION_DESKS } from '../moderation/moderation-desks';
import { moderationRouteSpecs } from '../moderation/moderation-routes';
import { defineRoutes, type RouteSpec } from '../routes/route-contract';
import { EVENT_PATHS } from './event-paths';
import {
  calendarSubscriptionSchema,
  createEventRequestSchema,
  eventCommentSchema,
  eventSchema,
  eventsPageQuerySchema,
  pagedEventCommentsSchema,
  pagedEventsSchema,
  updateEventRequestSchema,
} from './event';

export const eventsUniversityParamsSchema = z.object({ universityId: publicIdSchema });
export const eventParamsSchema = z.object({ universityId: publicIdSchema, eventId: publicIdSchema });
/** `/calendars/{file}` where file is `<token>.ics` (checked by the service: 404 otherwise). */
export const calendarFileParamsSchema = z.object({ file: z.string().max(64) });

const CAMPUS = 'a verified student of {universityId}';
/** The caller's own lists and calendar URL: events belong to a campus, so a verified university student (403 otherwise, found by the API fuzz). */
const VERIFIED_STUDENT = 'a verified university student (403 otherwise)';
const ICS = { description: 'An iCalendar file (Asia/Kolkata).', contentType: 'text/calendar' };
const asSeen = (what: string) => ({ 200: { description: what, schema: eventSchema } });

/** One of the four event lists (spec §7): a university's (with its params) or the caller's own. */
function list<P extends z.ZodType | undefined>(path: string, summary: string, params: P) {
  return {
    method: 'GET',
    path,
    summary,
    auth: 'required',
    access: params ? CAMPUS : VERIFIED_STUDENT,
    params,
    query: eventsPageQuerySchema,
    answers: { 200: { description: 'A page of events as the caller sees them.', schema: pagedEventsSchema } },
    errors: [403],
  } as const; // no `satisfies RouteSpec` here: it would widen P to ZodType (defineRoutes checks the shape)
}

/** An attendance change (no body): the event as the caller now sees it. */
function attendance(method: 'POST' | 'DELETE', path: string, summary: string) {
  return {
    method,
    path,
    summary,
    auth: 'required',
    access: `${CAMPUS}, not the organizer`,
    params: eventParamsSchema,
    answers: asSeen('The event as the caller now sees it (rsvpd, rsvpCount, waitlist).'),
    errors: [403, 404, 409, 410],
  } as const satisfies RouteSpec;
}

const upcomingList = list(
  EVENT_PATHS.upcoming,
  'Upcoming events of a university, soonest first',
  eventsUniversityParamsSchema,
);
const pastList = list(
  EVENT_PATHS.past,
  'Past events of a university, latest first',
  eventsUniversityParamsSchema,
);
const myList = list(EVENT_PATHS.mine, 'Upcoming events the caller organizes or attends', undefined);
const myPastList = list(EVENT_PATHS.minePast, 'Past events the caller organized or attended', undefined);

/** Every public route of the events service (spec §7 Events, plus waitlist and calendars). */
export const EVENT_ROUTES = defineRoutes('events', {
  listUpcomingEvents: upcomingList,
  listPastEvents: pastList,
  listMyEvents: myList,
  listMyPastEvents: myPastList,
  createEvent: {
    method: 'POST',
    path: EVENT_PATHS.upcoming,
    summary: 'Create an event',
    auth: 'required',
    access: `${CAMPUS}, with a complete profile`,
    params: eventsUniversityParamsSchema,
    body: createEventRequestSchema,
    answers: { 201: { description: 'The new event as its organizer sees it.', schema: eventSchema } },
    errors: [403, 413, 503],
  },
  getEvent: {
    method: 'GET',
    path: EVENT_PATHS.event,
    summary: 'One event',
    auth: 'required',
    access: CAMPUS,
    params: eventParamsSchema,
    answers: asSeen('The event as the caller sees it.'),
    errors: [403, 404, 410],
  },
  updateEvent: {
    method: 'PUT',
    path: EVENT_PATHS.event,
    summary: 'Edit an event',
    auth: 'required',
    access: 'its organizer',
    params: eventParamsSchema,
    body: updateEventRequestSchema,
    answers: asSeen('The edited event.'),
    // 410: the organizer deleted it (the event's tombstone; findEvent), as for GET.
    errors: [403, 404, 409, 410, 413, 503],
  },
  deleteEvent: {
    method: 'DELETE',
    path: EVENT_PATHS.event,
    summary: 'Delete (cancel) an event',
    auth: 'required',
    access: 'its organizer',
    params: eventParamsSchema,
    answers: { 204: { description: 'Deleted; calendars answer it as CANCELLED.' } },
    errors: [403, 404, 410],
  },
  rsvp: attendance('POST', EVENT_PATHS.rsvp, 'RSVP (idempotent); 409 when full or not upcoming'),
  cancelRsvp: attendance('DELETE', EVENT_PATHS.rsvp, 'Cancel an RSVP; the first in the waitlist moves up'),
  joinWaitlist: attendance('POST', EVENT_PATHS.waitlist, 'Join the waitlist of a full event'),
  leaveWaitlist: attendance('DELETE', EVENT_PATHS.waitlist, 'Leave the waitlist'),
  getEventCalendar: {
    method: 'GET',
    path: EVENT_PATHS.eventCalendar,
    summary: "One event as a calendar file ('Add to calendar')",
    auth: 'required',
    access: CAMPUS,
    params: eventParamsSchema,
    answers: { 200: ICS },
    errors: [403, 404],
  },
  getCalendarSubscription: {
    method: 'GET',
    path: EVENT_PATHS.subscription,
    summary: 'Whether the caller has a calendar subscription, and since when',
    auth: 'required',
    access: 'any signed-in user',
    answers: {
      200: {
        description: 'The subscription (no URL: only its hash is kept).',
        schema: calendarSubscriptionSchema,
      },
    },
  },
  createCalendarSubscription: {
    method: 'POST',
    path: EVENT_PATHS.subscription,
    summary: 'A new private calendar URL (revokes any earlier one)',
    auth: 'required',
    access: VERIFIED_STUDENT,
    answers: {
      201: {
        description: 'The subscription with its secret URL (shown once).',
        schema: calendarSubscriptionSchema,
      },
    },
    errors: [403],
  },
  revokeCalendarSubscription: {
    method: 'DELETE',
    path: EVENT_PATHS.subscription,
    summary: 'Revoke the calendar subscription',
    auth: 'required',
    access: 'any signed-in user',
    answers: { 204: { description: 'Revoked; the old URL answers 404.' } },
  },
  getSubscriptionCalendar: {
    method: 'GET',
    path: EVENT_PATHS.subscriptionCalendar,
    summary: "A student's events as a calendar feed (`<token>.ics`)",
    description: 'The secret token in the file name is the credential, so calendar apps can poll it.',
    auth: 'none',
    access: 'whoever holds the URL',
    params: calendarFileParamsSchema,
    answers: { 200: ICS },
    errors: [404],
  },
  ...discussionRouteSpecs({
    base: EVENT_PATHS.event,
    noun: 'event',
    comment: eventCommentSchema,
    pagedComments: pagedEventCommentsSchema,
    access: CAMPUS,
    likes: false,
    readAuth: 'required',
  }),
  // Reports of events and the moderators' desk (service-kit's moderation kit mounts them), issue 28.
  ...moderationRouteSpecs({
    item: EVENT_PATHS.event,
    itemParams: eventParamsSchema,
    desk: MODERATION_DESKS.event.desk,
    noun: MODERATION_DESKS.event.noun,
    access: `${CAMPUS} who can see the event (404 otherwise)`,
  }),
  // Reports of comments and replies, their desk and sealed "restrict the author" (the discussion kit mounts them).
  ...commentModerationRouteSpecs({
    base: EVENT_PATHS.event,
    desk: MODERATION_DESKS.eventComment.desk,
    access: `${CAMPUS} who can see the comment (404 otherwise)`,
  }),
});
