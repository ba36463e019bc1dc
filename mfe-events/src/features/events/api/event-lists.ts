/** All Events or My Events (spec §2 filters). */
export type EventScope = 'all' | 'mine';
/** The Upcoming and Past tabs. */
export type EventWhen = 'upcoming' | 'past';

/** Which list of events; the university is part of the key so another user's lists never mix in. */
export type EventListKey = { scope: EventScope; when: EventWhen; universityId: string };

/** GET path of a list (spec §7 Events). */
export function eventListPath({ scope, when, universityId }: EventListKey): string {
  const base = scope === 'mine' ? '/users/me/activity/events' : `/universities/${universityId}/events`;
  return when === 'past' ? `${base}/past` : base;
}

export function eventListTagId(key: EventListKey): string {
  return `${key.universityId}:${key.scope}:${key.when}`;
}

export type EventRef = { universityId: string; eventId: string };

export function eventPath({ universityId, eventId }: EventRef): string {
  return `/universities/${universityId}/events/${eventId}`;
}
