import { notificationRetryDelayMs } from './notification-query';

describe('the notification calls’ retry delays (spec §7)', () => {
  it('start at 1 s, double, stop at 10 s, within 10 % jitter', () => {
    const exact = () => 0.5;
    expect([1, 2, 3, 4, 5, 6].map((attempt) => notificationRetryDelayMs(attempt, exact))).toEqual([
      1000, 2000, 4000, 8000, 10000, 10000,
    ]);
    expect(notificationRetryDelayMs(1, () => 1)).toBe(1100);
    expect(notificationRetryDelayMs(1, () => 0)).toBe(900);
  });
});
