import { swipeOutcome } from './use-swipe';

describe('a swipe on a notification (≤ 768 px)', () => {
  it('ignores under 10 px, acts beyond 50 px: left marks read, right dismisses', () => {
    expect(swipeOutcome(8)).toBeNull();
    expect(swipeOutcome(-49)).toBeNull();
    expect(swipeOutcome(-50)).toBe('left');
    expect(swipeOutcome(51)).toBe('right');
  });
});
