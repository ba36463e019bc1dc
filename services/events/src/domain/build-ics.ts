import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { DateTime } from 'luxon';
import { EVENT_TIME_ZONE } from '@campusloop/contracts';
import type { EventDoc } from '../data/event-model';

/** Asia/Kolkata has had one offset and no daylight saving since 1945: one STANDARD block says it all. */
const KOLKATA_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${EVENT_TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0530',
  'TZOFFSETTO:+0530',
  'TZNAME:IST',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

export interface IcsOptions {
  /** Calendar name (X-WR-CALNAME). */
  name: string;
  /** Absolute or origin-relative link back to each event, if wanted. */
  eventUrl?: (doc: EventDoc) => string;
}

/** Control characters other than line breaks (RFC 5545 TEXT allows none of them but HTAB). */
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const NON_LINE_BREAK_CONTROLS = /[\u0000-\u0009\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;

/**
 * A student's text as iCalendar TEXT content, before escaping: control characters go (a tab becomes a
 * space), Unicode line separators become ordinary line breaks. Titles and locations cannot carry any
 * of them any more (contracts' singleLineText), but events stored before that rule still may.
 */
export function icsPlainText(value: string): string {
  return value
    .replace(/\t/g, ' ')
    .replace(NON_LINE_BREAK_CONTROLS, '')
    .replace(/[\u2028\u2029]/g, '\n');
}

/**
 * RFC 5545 §3.3.11 TEXT escaping (backslash, semicolon, comma, line breaks as `\n`) of a value
 * ical-generator writes as it is: it escapes the event's SUMMARY, DESCRIPTION, LOCATION, URL and X-
 * values, but not the calendar's NAME / X-WR-CALNAME / X-WR-CALDESC, where a raw CR/LF in a title
 * would end the line and start properties (or whole VEVENTs) of the student's choosing.
 */
export function escapeIcsText(value: string): string {
  return icsPlainText(value)
    .replace(/[\\;,]/g, (char) => `\\${char}`)
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * An iCalendar (RFC 5545) file of `docs`, times in Asia/Kolkata with its VTIMEZONE. UID is stable
 * per event, SEQUENCE counts edits (and the cancellation), a deleted event is STATUS:CANCELLED.
 * Every text from a student is escaped: the calendar name here, event texts by ical-generator (after
 * `icsPlainText`).
 */
export function buildIcs(docs: EventDoc[], options: IcsOptions): string {
  const calendar = ical({
    name: escapeIcsText(options.name),
    prodId: { company: 'CampusLoop', product: 'Events', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    // No calendar-wide zone: DTSTAMP/CREATED/LAST-MODIFIED then stay in UTC (RFC 5545 wants them so);
    // the generator still writes the VTIMEZONE every event's TZID refers to.
    timezone: { name: null, generator: (zone) => (zone === EVENT_TIME_ZONE ? KOLKATA_VTIMEZONE : null) },
    x: { 'X-WR-TIMEZONE': EVENT_TIME_ZONE },
  });
  for (const doc of docs) {
    calendar.createEvent({
      id: `${doc._id}@events.campusloop`,
      sequence: doc.sequence,
      // ical-generator writes a plain Date in the host's zone; a zoned DateTime gives India time.
      start: DateTime.fromJSDate(doc.startsAt, { zone: EVENT_TIME_ZONE }),
      end: DateTime.fromJSDate(doc.endsAt, { zone: EVENT_TIME_ZONE }),
      timezone: EVENT_TIME_ZONE,
      stamp: doc.updatedAt,
      created: doc.createdAt,
      lastModified: doc.updatedAt,
      summary: icsPlainText(doc.title),
      description: icsPlainText(doc.description),
      location: icsPlainText(doc.location),
      status: doc.cancelledAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      ...(options.eventUrl ? { url: options.eventUrl(doc) } : {}),
    });
  }
  return calendar.toString();
}
