import { backoffDelay } from './backoff';

describe('outbox backoff', () => {
  it('when a consumer keeps failing, then the wait doubles from about a second and never passes a minute', () => {
    const ceilings = Array.from({ length: 30 }, (_, index) => Math.max(...Array.from({ length: 50 }, () => backoffDelay(index + 1))));

    expect(ceilings[0]).toBeLessThanOrEqual(1_000);
    expect(ceilings[5]).toBeGreaterThan(16_000);
    for (const ceiling of ceilings) expect(ceiling).toBeLessThanOrEqual(60_000);
    expect(Math.min(...Array.from({ length: 50 }, () => backoffDelay(30)))).toBeGreaterThanOrEqual(30_000);
  });

  it('when a caller gives its own bounds (the mail sender: 10 s to 30 min), then those hold', () => {
    expect(backoffDelay(20, { baseMs: 10_000, maxMs: 30 * 60_000 })).toBeGreaterThanOrEqual(15 * 60_000);
  });
});
