import { formatRelativeTime } from './format-relative-time';

const now = Date.parse('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('formatRelativeTime', () => {
  it('says Just now for anything under a minute, and for clocks slightly ahead', () => {
    expect(formatRelativeTime(ago(59_000), now)).toBe('Just now');
    expect(formatRelativeTime(ago(-5_000), now)).toBe('Just now');
  });

  it('counts whole minutes, hours and days', () => {
    expect(formatRelativeTime(ago(60_000), now)).toBe('1m ago');
    expect(formatRelativeTime(ago(59 * 60_000), now)).toBe('59m ago');
    expect(formatRelativeTime(ago(3 * 3_600_000 + 1), now)).toBe('3h ago');
    expect(formatRelativeTime(ago(24 * 3_600_000), now)).toBe('1d ago');
    expect(formatRelativeTime(new Date(now - 40 * 86_400_000), now)).toBe('40d ago');
  });

  it('gives an empty string for a date it cannot read', () => {
    expect(formatRelativeTime('not a date', now)).toBe('');
  });
});
