import { formatIst, isEventFull, toIstIso, type CampusEvent } from '@campusloop/contracts';
import { anId as aPublicId } from '@campusloop/contracts/testing';

export { aPage } from '@campusloop/contracts/testing';

export const UNIVERSITY_ID = 'Un1v_000001';
const HOUR = 60 * 60 * 1000;

/** A fresh 11-character public id (events' ids start with `ev`). */
export const anId = (prefix = 'ev'): string => aPublicId(prefix);

/** Times `fromNowHours` hours away, `lengthHours` long, as the service answers them (India time, formatted). */
export function timesFromNow(fromNowHours: number, lengthHours = 2) {
  const start = new Date(Date.now() + fromNowHours * HOUR);
  const end = new Date(start.getTime() + lengthHours * HOUR);
  return {
    startsAt: toIstIso(start),
    endsAt: toIstIso(end),
    startsAtFormatted: formatIst(start),
    endsAtFormatted: formatIst(end),
    timing: (fromNowHours > 0 ? 'upcoming' : fromNowHours + lengthHours > 0 ? 'live' : 'past') as CampusEvent['timing'],
  };
}

/** An upcoming event of someone else, tomorrow, 2 of 10 seats taken; override what the test is about. */
export function anEvent(overrides: Partial<CampusEvent> = {}): CampusEvent {
  const id = overrides.id ?? anId();
  const capacity = overrides.capacity === undefined ? 10 : overrides.capacity;
  const rsvpCount = overrides.rsvpCount ?? 2;
  return {
    id,
    universityId: UNIVERSITY_ID,
    title: 'Robotics Club Demo Night',
    description: 'Come see the line followers race.',
    location: 'Lecture Hall Complex, LH 101',
    ...timesFromNow(24),
    capacity,
    rsvpCount,
    isFull: isEventFull({ capacity, rsvpCount }),
    rsvpd: false,
    isOwner: false,
    author: { id: 'Auth0r_0001', name: 'Ravi Kumar', avatarUrl: null },
    coverImage: null,
    waitlist: { count: 0, position: null },
    sequence: 0,
    commentCount: 0,
    calendarPath: `/api/v1/universities/${UNIVERSITY_ID}/events/${id}/calendar.ics`,
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}

/** A page of the spec §3 paged response. */
