import { createTestClock } from '@campusloop/testing';
import { WindowCounter } from './window-counter';

describe('in-memory rate-limit counts (RATE_LIMIT_STORE=memory)', () => {
  it('counts a key within its window, apart from other keys, and starts again when the window ends', () => {
    const clock = createTestClock(new Date(1_000_000));
    const counter = new WindowCounter(60_000, clock.now);

    const first = counter.increment('ip:198.51.100.7');
    const second = counter.increment('ip:198.51.100.7');
    const other = counter.increment('user:Student0001');
    clock.advance(59_999);
    const last = counter.increment('ip:198.51.100.7');
    clock.advance(1);
    const next = counter.increment('ip:198.51.100.7');

    expect([first.totalHits, second.totalHits, other.totalHits, last.totalHits]).toEqual([1, 2, 1, 3]);
    expect(first.resetAt).toBe(1_060_000);
    expect(next).toEqual({ totalHits: 1, resetAt: 1_120_000 });
  });
});
