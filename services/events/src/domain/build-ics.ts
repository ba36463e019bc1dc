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

/**
 * An iCalendar (RFC 5545) file of `docs`, times in Asia/Kolkata with its VTIMEZONE. UID is stable
 * per event, SEQUENCE counts edits (and the cancellation), a deleted event is STATUS:CANCELLED.
 */
export function buildIcs(docs: EventDoc[], options: IcsOptions): string {
  const calendar = ical({
    name: options.name,
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
      summary: doc.title,
      description: doc.description,
      location: doc.location,
      status: doc.cancelledAt ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      ...(options.eventUrl ? { url: options.eventUrl(doc) } : {}),
    });
  }
  return calendar.toString();
}
