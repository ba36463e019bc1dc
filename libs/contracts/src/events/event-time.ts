/** Events' one time zone (spec §9): Asia/Kolkata, +05:30, shown with the IST suffix. */
export const EVENT_TIME_ZONE = 'Asia/Kolkata';
export const EVENT_TIME_OFFSET = '+05:30';
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

const formatter = new Intl.DateTimeFormat('en-US', {
  timeZone: EVENT_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** `Tue, 24 Nov 2026, 12:00 AM IST`: the 12-hour IST form events answer in `startsAtFormatted`. */
export function formatIst(date: Date): string {
  const part = Object.fromEntries(formatter.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part['weekday']}, ${part['day']} ${part['month']} ${part['year']}, ${part['hour']}:${part['minute']} ${part['dayPeriod']} IST`;
}

/** `2026-11-24T00:00:00+05:30`: an instant written in India time with seconds (how times are sent). */
export function toIstIso(date: Date): string {
  return `${new Date(date.getTime() + IST_OFFSET_MS).toISOString().slice(0, 19)}${EVENT_TIME_OFFSET}`;
}

export const EVENT_TIMINGS = ['upcoming', 'live', 'past'] as const;
export type EventTiming = (typeof EVENT_TIMINGS)[number];

/** Spec §4: upcoming if start is in the future; live if started and not ended; past if ended. */
export function eventTiming(startsAt: Date, endsAt: Date, now: Date): EventTiming {
  if (startsAt.getTime() > now.getTime()) return 'upcoming';
  if (endsAt.getTime() > now.getTime()) return 'live';
  return 'past';
}
