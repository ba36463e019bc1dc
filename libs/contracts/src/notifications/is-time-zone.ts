// Zod-free (front ends import it): Settings checks the browser's zone before it offers the daily digest's
// local time. A module defining schemas would bring all of zod into the Notifications tab's first screen
// (issue 30).

/** An IANA time zone this runtime knows ('Asia/Kolkata', 'Europe/Berlin', 'UTC'). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
