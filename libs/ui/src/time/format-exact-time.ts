const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The exact date and time in the reader's time zone, '10 Mar 2026, 09:30' (the tooltip of a relative time).
 * Written by hand rather than with Intl or toLocaleString: the first Intl formatter of a page loads the
 * locale's data, about 66 ms of the dashboard's first render on an emulated phone (issue 30), for a tooltip.
 */
export function formatExactTime(date: Date): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}, ${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;
}
