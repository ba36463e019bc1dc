import { formatExactTime } from './format-exact-time';

describe('formatExactTime (a relative time\'s tooltip)', () => {
  it("writes the reader's local date and time as '10 Mar 2026, 09:30'", () => {
    expect(formatExactTime(new Date(2026, 2, 10, 9, 30, 5))).toBe('10 Mar 2026, 09:30');
    expect(formatExactTime(new Date(1999, 11, 31, 23, 59, 59))).toBe('31 Dec 1999, 23:59');
    expect(formatExactTime(new Date(2026, 0, 1, 0, 0))).toBe('1 Jan 2026, 00:00');
  });
});
