import { formatExactTime } from '../../time/format-exact-time';
import { formatRelativeTime } from '../../time/format-relative-time';

/** A <time> element showing 'Just now' / 'Nm ago' / 'Nh ago' / 'Nd ago', with the exact date as a tooltip. */
export function RelativeTime({ value, now }: { value: string | number | Date; now?: number }) {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={date.toISOString()} title={formatExactTime(date)}>
      {formatRelativeTime(date, now)}
    </time>
  );
}
