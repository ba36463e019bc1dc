import type { z } from 'zod';

/**
 * C0 and C1 control characters (CR, LF, tab, NUL, ESC, DEL, ...) and Unicode's line and paragraph
 * separators: none belongs in a one-line field.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
export const LINE_BREAK_OR_CONTROL_PATTERN = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

/** True when `value` holds no line break or other control character. */
export function isSingleLine(value: string): boolean {
  return !LINE_BREAK_OR_CONTROL_PATTERN.test(value);
}

/** 'Title must be a single line (no line breaks or control characters)' (server text; the spec has none). */
export function singleLineMessage(field: string): string {
  return `${field} must be a single line (no line breaks or control characters)`;
}

/**
 * A one-line text field (titles, names, locations, file names): `schema` with its own trim, length
 * limits and messages, plus a refusal of line breaks and other control characters anywhere inside
 * (after trimming, so a trailing newline from a paste is simply dropped). Such characters have no
 * place on one line and break line-based formats that carry these values (an event title becomes the
 * name of an iCalendar file; names end up in e-mails and logs). Every single-line input schema in the
 * contracts uses it; multi-line fields (descriptions, bodies, bios) do not.
 */
export function singleLineText<T extends z.ZodString>(schema: T, field: string): T {
  return schema.refine(isSingleLine, { message: singleLineMessage(field) });
}
