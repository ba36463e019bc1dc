import { EVENT_PATHS, fillPath } from '@campusloop/contracts';

/** All Events or My Events (spec §2 filters). */
export type EventScope = 'all' | 'mine';
/** The Upcoming and Past tabs. */
export type EventWhen = 'upcoming' | 'past';

/** Which list of events; the university is part of the key so another user's lists never mix in. */
export type EventListKey = { scope: EventScope; when: EventWhen; universityId: string };

/** GET path of a list (spec §7 Events; the templates are the route contracts', libs/contracts). */
export function eventListPath({ scope, when, universityId }: EventListKey): string {
  if (scope === 'mine') return when === 'past' ? EVENT_PATHS.minePast : EVENT_PATHS.mine;
  return fillPath(when === 'past' ? EVENT_PATHS.past : EVENT_PATHS.upcoming, { universityId });
}

export function eventListTagId(key: EventListKey): string {
  return `${key.universityId}:${key.scope}:${key.when}`;
}

export type EventRef = { universityId: string; eventId: string };

export function eventPath({ universityId, eventId }: EventRef): string {
  return fillPath(EVENT_PATHS.event, { universityId, eventId });
}
