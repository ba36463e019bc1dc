import { eventTiming, isEventFull } from '@campusloop/contracts';

/** What the RSVP rules read from an event (spec §3/§4). */
export type RsvpFacts = {
  startsAt: string;
  endsAt: string;
  capacity: number | null;
  rsvpCount: number;
  rsvpd: boolean;
  isOwner: boolean;
};

/**
 * The RSVP control an event gets (spec §4 Event timing):
 * - owners get none; a past event says Attended / Not Attended from the RSVP flag;
 * - RSVP is only for upcoming events: 'RSVP to Event' (card: 'RSVP') toggles to 'Cancel RSVP'
 *   (card: 'Going'); when capacity is set and reached it reads 'Event Full', disabled unless the
 *   user already holds an RSVP (then they may still cancel);
 * - a live event keeps no button (it has started); the user's RSVP shows as 'Going'.
 */
export type RsvpControl =
  | { kind: 'none' }
  | { kind: 'attendance'; attended: boolean }
  | { kind: 'live'; going: boolean }
  | { kind: 'toggle'; rsvpd: boolean; full: boolean; disabled: boolean; label: string; cardLabel: string };

export function rsvpControl(event: RsvpFacts, now: number = Date.now()): RsvpControl {
  if (event.isOwner) return { kind: 'none' };
  const phase = eventTiming(new Date(event.startsAt), new Date(event.endsAt), new Date(now));
  if (phase === 'past') return { kind: 'attendance', attended: event.rsvpd };
  if (phase === 'live') return { kind: 'live', going: event.rsvpd };
  if (event.rsvpd) return { kind: 'toggle', rsvpd: true, full: isEventFull(event), disabled: false, label: 'Cancel RSVP', cardLabel: 'Going' };
  if (isEventFull(event)) return { kind: 'toggle', rsvpd: false, full: true, disabled: true, label: 'Event Full', cardLabel: 'Event Full' };
  return { kind: 'toggle', rsvpd: false, full: false, disabled: false, label: 'RSVP to Event', cardLabel: 'RSVP' };
}

/** 'attending n / capacity' (or just the count when there is no capacity). */
export function attendingText(event: Pick<RsvpFacts, 'capacity' | 'rsvpCount'>): string {
  const count = Math.max(0, event.rsvpCount);
  return event.capacity === null ? `${count} attending` : `${count} / ${event.capacity} attending`;
}
