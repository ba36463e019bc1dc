import { attendingText, rsvpControl, type RsvpFacts } from './rsvp-state';

const NOW = Date.parse('2026-11-24T10:00:00Z');
const upcoming: RsvpFacts = {
  startsAt: '2026-11-25T10:00:00Z',
  endsAt: '2026-11-25T12:00:00Z',
  capacity: 2,
  rsvpCount: 1,
  rsvpd: false,
  isOwner: false,
};

describe('the RSVP control', () => {
  it('offers RSVP to Event (card: RSVP) on an upcoming event with seats', () => {
    expect(rsvpControl(upcoming, NOW)).toMatchObject({ kind: 'toggle', label: 'RSVP to Event', cardLabel: 'RSVP', disabled: false });
  });

  it('offers Cancel RSVP (card: Going) once the user is going', () => {
    expect(rsvpControl({ ...upcoming, rsvpd: true }, NOW)).toMatchObject({ label: 'Cancel RSVP', cardLabel: 'Going', disabled: false });
  });

  it('reads Event Full, disabled, when capacity is reached — unless the user already holds a seat', () => {
    expect(rsvpControl({ ...upcoming, rsvpCount: 2 }, NOW)).toMatchObject({ label: 'Event Full', disabled: true, full: true });
    expect(rsvpControl({ ...upcoming, rsvpCount: 2, rsvpd: true }, NOW)).toMatchObject({ label: 'Cancel RSVP', disabled: false, full: true });
  });

  it('is never full without a capacity', () => {
    expect(rsvpControl({ ...upcoming, capacity: null, rsvpCount: 500 }, NOW)).toMatchObject({ label: 'RSVP to Event' });
  });

  it('gives the owner no RSVP at all', () => {
    expect(rsvpControl({ ...upcoming, isOwner: true }, NOW)).toEqual({ kind: 'none' });
  });

  it('says Attended / Not Attended once the event is over, and offers nothing while it is live', () => {
    const past = { ...upcoming, startsAt: '2026-11-20T10:00:00Z', endsAt: '2026-11-20T12:00:00Z' };
    expect(rsvpControl({ ...past, rsvpd: true }, NOW)).toEqual({ kind: 'attendance', attended: true });
    expect(rsvpControl(past, NOW)).toEqual({ kind: 'attendance', attended: false });
    const live = { ...upcoming, startsAt: '2026-11-24T09:00:00Z', endsAt: '2026-11-24T11:00:00Z', rsvpd: true };
    expect(rsvpControl(live, NOW)).toEqual({ kind: 'live', going: true });
  });

  it('counts attendees against the capacity', () => {
    expect(attendingText(upcoming)).toBe('1 / 2 attending');
    expect(attendingText({ capacity: null, rsvpCount: 7 })).toBe('7 attending');
    expect(attendingText({ capacity: 3, rsvpCount: -1 })).toBe('0 / 3 attending');
  });
});
