import { z } from 'zod';
import { EVENT_DESCRIPTION_MAX, EVENT_LOCATION_MAX, EVENT_TITLE_MAX } from '../constants';
import { publicIdSchema } from '../ids';
import { pageQuerySchema, pagedSchema } from '../paging';
import { mediaItemSchema, uploadDescriptorSchema } from '../media/media-item';
import { commentSchemaFor, pagedCommentsSchemaFor } from '../discussion/comment';
import { isEventFull, isOverCapacity } from './event-capacity';
import { EVENT_MESSAGES } from './event-messages';
import { EVENTS_PAGE_SIZE } from './event-texts';
import { EVENT_TIMINGS } from './event-time';
import { singleLineText } from '../single-line-text';

export const eventsPageQuerySchema = pageQuerySchema(EVENTS_PAGE_SIZE);

/** Largest capacity the server takes (the spec sets only the minimum, 1). */
export const EVENT_CAPACITY_MAX = 100_000;

/** The marker that removes an event's cover (the default cover shows again; spec §3/§4). */
export const EVENT_COVER_REMOVE = 'REMOVE';

function requiredText(max: number, required: string, tooLong: string) {
  return z.string({ error: required }).trim().min(1, required).max(max, tooLong);
}

const YEAR_MIN = Date.UTC(2000, 0, 1);
const YEAR_MAX = Date.UTC(2101, 0, 1);

/**
 * A time as clients send it: ISO 8601 with seconds and an offset (`2026-11-23T18:30:00+05:30`, spec
 * §5: India time with seconds; `Z` and other offsets are accepted too). Parses to a Date.
 */
function instantSchema(required: string) {
  return z
    .string({ error: required })
    .min(1, required)
    .pipe(z.iso.datetime({ offset: true, error: EVENT_MESSAGES.invalidDate }))
    .transform((value) => new Date(value))
    .refine((date) => date.getTime() >= YEAR_MIN && date.getTime() < YEAR_MAX, EVENT_MESSAGES.dateOutOfRange);
}

const capacitySchema = z
  .number({ error: EVENT_MESSAGES.capacityInvalid })
  .int(EVENT_MESSAGES.capacityInvalid)
  .min(1, EVENT_MESSAGES.capacityInvalid)
  .max(EVENT_CAPACITY_MAX, EVENT_MESSAGES.capacityTooLarge)
  .nullable();

/** The current cover sent back as it was answered (spec §3: id, isDefault). Keeps it. */
export const existingCoverRefSchema = z.strictObject({
  id: publicIdSchema,
  isDefault: z.boolean().optional(),
});

/**
 * `coverImage` of a create or edit: a new upload descriptor (context EVENT), the current cover by id
 * (edit only: keep it), `REMOVE` (no cover: the default shows), or null/absent (create: no cover;
 * edit: keep whatever there is).
 */
export const coverImageInputSchema = z.union(
  [uploadDescriptorSchema, existingCoverRefSchema, z.literal(EVENT_COVER_REMOVE)],
  { error: EVENT_MESSAGES.coverInvalid },
);
export type CoverImageInput = z.infer<typeof coverImageInputSchema>;

const eventFields = {
  title: singleLineText(
    requiredText(EVENT_TITLE_MAX, EVENT_MESSAGES.titleRequired, EVENT_MESSAGES.titleTooLong),
    'Title',
  ),
  description: requiredText(
    EVENT_DESCRIPTION_MAX,
    EVENT_MESSAGES.descriptionRequired,
    EVENT_MESSAGES.descriptionTooLong,
  ),
  location: singleLineText(
    requiredText(EVENT_LOCATION_MAX, EVENT_MESSAGES.locationRequired, EVENT_MESSAGES.locationTooLong),
    'Location',
  ),
  startsAt: instantSchema(EVENT_MESSAGES.startRequired),
  endsAt: instantSchema(EVENT_MESSAGES.endRequired),
  capacity: capacitySchema.default(null),
  coverImage: coverImageInputSchema.nullable().default(null),
};

function checkEndAfterStart(event: { startsAt: unknown; endsAt: unknown }, ctx: z.RefinementCtx): void {
  // Runs even when a field already failed (zod v4): compare only two parsed dates.
  if (!(event.startsAt instanceof Date) || !(event.endsAt instanceof Date)) return;
  if (event.endsAt.getTime() <= event.startsAt.getTime()) {
    ctx.addIssue({ code: 'custom', path: ['endsAt'], message: EVENT_MESSAGES.endBeforeStart });
  }
}

/**
 * POST /universities/{universityId}/events {title, description, startsAt, endsAt, location,
 * capacity or null, coverImage} (spec §7). "Start in the future" needs the server's clock: the
 * service answers it as `validationErrors.startsAt` = 'Start date must be in the future'.
 */
export const createEventRequestSchema = z
  .strictObject(eventFields, {
    error: (issue) => (issue.code === 'invalid_type' ? EVENT_MESSAGES.eventDataRequired : undefined),
  })
  .superRefine(checkEndAfterStart);
export type CreateEventRequest = z.input<typeof createEventRequestSchema>;
export type CreateEventInput = z.output<typeof createEventRequestSchema>;

/**
 * PUT /universities/{universityId}/events/{id}: the whole event again (same fields as create). The
 * start may stay where it is even if that is now past (a live event's details can be fixed), but a
 * changed start must be in the future. Capacity may not drop below the current attendees.
 */
export const updateEventRequestSchema = createEventRequestSchema;
export type UpdateEventRequest = CreateEventRequest;
export type UpdateEventInput = CreateEventInput;

/** The organizer as events show them (spec §3: author id, name, avatarUrl). Events are never anonymous. */
export const eventAuthorSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string(),
  avatarUrl: z.string().nullable(),
});
export type EventAuthor = z.infer<typeof eventAuthorSchema>;

const instantOut = z.iso.datetime({ offset: true });

/**
 * An event as one viewer sees it (spec §3). Times are answered in India time
 * (`2026-11-23T18:30:00+05:30`) and formatted (`Mon, 23 Nov 2026, 6:30 PM IST`). `coverImage` null =
 * the default cover. `rsvpd` is this viewer's RSVP (the spec maps it to isRSVPed); `isFull` = a
 * capacity is set and reached. `waitlist.position` is the viewer's 1-based place, null when not
 * waiting. `sequence` counts edits (the .ics SEQUENCE).
 */
export const eventSchema = z
  .strictObject({
    id: publicIdSchema,
    universityId: publicIdSchema,
    title: z.string(),
    description: z.string(),
    location: z.string(),
    startsAt: instantOut,
    endsAt: instantOut,
    startsAtFormatted: z.string().endsWith(' IST'),
    endsAtFormatted: z.string().endsWith(' IST'),
    timing: z.enum(EVENT_TIMINGS),
    capacity: z.number().int().min(1).nullable(),
    rsvpCount: z.number().int().min(0),
    isFull: z.boolean(),
    rsvpd: z.boolean(),
    isOwner: z.boolean(),
    author: eventAuthorSchema,
    coverImage: mediaItemSchema.nullable(),
    waitlist: z.strictObject({
      count: z.number().int().min(0),
      position: z.number().int().min(1).nullable(),
    }),
    sequence: z.number().int().min(0),
    /**
     * Top-level comments of its Discussion (kept by the discussion kit). Always answered by the
     * service; optional here only so clients' older fixtures stay valid.
     */
    commentCount: z.number().int().min(0).optional(),
    /** Path of this event's `.ics` (needs the viewer's bearer token like every event route). */
    calendarPath: z.string().startsWith('/api/v1/'),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    /** Present (true) only for the organizer of an event a moderator blocked: nobody else gets it (issue 28). */
    blocked: z.literal(true).optional(),
  })
  .refine((event) => !event.blocked || event.isOwner, {
    message: 'A blocked event is shown to its organizer only',
    path: ['blocked'],
  })
  .refine((event) => !isOverCapacity(event), {
    message: 'rsvpCount must never exceed capacity',
    path: ['rsvpCount'],
  })
  .refine((event) => event.isFull === isEventFull(event), {
    message: 'isFull must say whether the capacity is reached',
    path: ['isFull'],
  })
  .refine((event) => !(event.isOwner && (event.rsvpd || event.waitlist.position !== null)), {
    message: 'An organizer never attends or waits for their own event',
    path: ['rsvpd'],
  })
  .refine((event) => !(event.rsvpd && event.waitlist.position !== null), {
    message: 'An attendee is not on the waitlist',
    path: ['waitlist'],
  });
/** Named CampusEvent so it never shadows the DOM's `Event`. */
export type CampusEvent = z.infer<typeof eventSchema>;
/** Spec §3's other name for `rsvpd`. */
export const isRSVPed = (event: Pick<CampusEvent, 'rsvpd'>): boolean => event.rsvpd;

/** Every event list (spec §7), `{content, totalElements, last}`, size default 20. */
export const pagedEventsSchema = pagedSchema(eventSchema);
export type PagedEvents = z.infer<typeof pagedEventsSchema>;

/** Path parameters of the event routes. */
export const eventPathSchema = z.strictObject({ universityId: publicIdSchema, eventId: publicIdSchema });

/**
 * POST/DELETE .../events/{id}/rsvp (no body) and POST/DELETE .../events/{id}/waitlist answer the
 * event as the caller now sees it (`rsvpd`, `rsvpCount`, `waitlist.position`).
 */
export const rsvpResponseSchema = eventSchema;
export const waitlistResponseSchema = eventSchema;

/**
 * The caller's private calendar subscription (GET/POST/DELETE /api/v1/calendars/subscription with a
 * bearer token). `url` is only answered by POST (which creates a new secret and revokes any
 * earlier one): the server keeps only a hash, so GET says whether one exists and since when.
 */
export const calendarSubscriptionSchema = z.strictObject({
  active: z.boolean(),
  createdAt: z.iso.datetime().nullable(),
  /** Absolute path `/api/v1/calendars/<token>.ics`; prefix the public origin (webcal:// works too). */
  url: z.string().startsWith('/api/v1/calendars/').optional(),
});
export type CalendarSubscription = z.infer<typeof calendarSubscriptionSchema>;

/** The secret in a subscription URL: 43 characters of base64url (256 random bits). */
export const CALENDAR_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** A comment or reply on an event (the shared discussion kit's contract with `eventId`). */
export const eventCommentSchema = commentSchemaFor('eventId');
export type EventComment = z.infer<typeof eventCommentSchema>;
/** GET /universities/{uid}/events/{eventId}/comments (size 20) and …/comments/{id}/replies (size 10). */
export const pagedEventCommentsSchema = pagedCommentsSchemaFor('eventId');
