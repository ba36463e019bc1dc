import { EVENT_TIME_OFFSET, formatIst, toIstIso } from '@campusloop/contracts';

/**
 * Spec §5/§9: event times are typed and shown in India time (Asia/Kolkata, +05:30, no daylight
 * saving) whatever the browser's own zone, and sent with the offset and seconds.
 */
const LOCAL_VALUE = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::(\d{2}))?$/;

/** A datetime-local value read as India time: '2026-11-24T18:30' → '2026-11-24T18:30:00+05:30'; '' when not a value. */
export function istInputToOffsetString(value: string): string {
  const match = LOCAL_VALUE.exec(value.trim());
  if (!match) return '';
  return `${match[1]}T${match[2]}:${match[3] ?? '00'}${EVENT_TIME_OFFSET}`;
}

/** An instant as a datetime-local value in India time ('' for an unreadable instant). */
export function toIstInputValue(instant: string): string {
  const date = new Date(instant);
  return Number.isNaN(date.getTime()) ? '' : toIstIso(date).slice(0, 16);
}

function formattedOrComputed(formatted: string | null | undefined, instant: string | null | undefined): string | null {
  if (formatted?.trim()) return formatted.trim();
  const date = instant ? new Date(instant) : null;
  return date && !Number.isNaN(date.getTime()) ? formatIst(date) : null;
}

const SUFFIX = ' IST';
/** 'Tue, 24 Nov 2026, 6:30 PM IST' → ['Tue, 24 Nov 2026', '6:30 PM']. */
function split(formatted: string): [string, string] | null {
  if (!formatted.endsWith(SUFFIX)) return null;
  const body = formatted.slice(0, -SUFFIX.length);
  const cut = body.lastIndexOf(', ');
  return cut < 0 ? null : [body.slice(0, cut), body.slice(cut + 2)];
}

/**
 * The date and time range of spec §2 in 12-hour India time with the IST suffix, from the server's
 * `startsAtFormatted`/`endsAtFormatted` (computed the same way when absent):
 * 'Tue, 24 Nov 2026, 6:30 PM – 8:45 PM IST', both dates when it ends on another day; null when the
 * start is unknown (the caller shows 'Date not available').
 */
export function formatEventRange(event: {
  startsAt?: string | null;
  endsAt?: string | null;
  startsAtFormatted?: string | null;
  endsAtFormatted?: string | null;
}): string | null {
  const start = formattedOrComputed(event.startsAtFormatted, event.startsAt);
  if (!start) return null;
  const end = formattedOrComputed(event.endsAtFormatted, event.endsAt);
  if (!end) return start;
  const [startParts, endParts] = [split(start), split(end)];
  if (startParts && endParts) {
    return startParts[0] === endParts[0]
      ? `${startParts[0]}, ${startParts[1]} – ${endParts[1]}${SUFFIX}`
      : `${startParts[0]}, ${startParts[1]} – ${endParts[0]}, ${endParts[1]}${SUFFIX}`;
  }
  return `${start} – ${end}`;
}
