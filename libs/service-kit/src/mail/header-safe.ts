/**
 * A value fit for one mail header line: CR, LF, tabs and other control characters become single
 * spaces (a line break in a header value would let user text add headers of its own), trimmed and cut
 * to `max` characters. Subjects built from user text go through this.
 */
export function headerSafe(value: string, max = 200): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const controls = /[\u0000-\u001f\u007f\u2028\u2029]+/g;
  const oneLine = value
    .replace(controls, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
  return oneLine.length > max ? `${oneLine.slice(0, max - 1).trimEnd()}…` : oneLine;
}
