import { createTestClock } from './test-clock';

describe('test clock', () => {
  it('stands still between moves by default, and reset goes back to the start', () => {
    const clock = createTestClock(new Date('2026-01-01T00:00:00.000Z'));
    clock.advance(60_000);
    expect(clock.now().toISOString()).toBe('2026-01-01T00:01:00.000Z');
    clock.set(new Date('2027-01-01T00:00:00.000Z'));
    expect(clock.now().toISOString()).toBe('2027-01-01T00:00:00.000Z');
    clock.reset();
    expect(clock.now().toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });

  it('a running clock follows the real time, shifted by its moves, and reset takes it back to the real time', async () => {
    const clock = createTestClock(new Date(), { running: true });
    const first = clock.now().getTime();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(clock.now().getTime()).toBeGreaterThan(first);
    clock.advance(3_600_000);
    expect(clock.now().getTime() - Date.now()).toBeGreaterThanOrEqual(3_599_000);
    clock.reset();
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1_000);
  });
});
