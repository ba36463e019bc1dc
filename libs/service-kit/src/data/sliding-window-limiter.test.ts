import { createTestClock } from '../testing/test-clock';
import { useTestDatabase } from '../testing/use-test-database';
import { createSlidingWindowLimiter } from './sliding-window-limiter';

const db = useTestDatabase();
const HOUR_MS = 60 * 60 * 1000;

describe('sliding-window limiter (counts the last window, not the clock hour)', () => {
  const clock = createTestClock(new Date('2026-03-01T09:50:00.000Z'));
  const limiter = () => createSlidingWindowLimiter({ connection: db.connection(), collection: 'window_test_events', now: clock.now });
  const cap = (bucket: string) => ({ bucket, max: 10, windowMs: HOUR_MS, message: 'Slow down.' });

  it('when 10 tries land just before an hour boundary and more just after, then the 11th is refused until the first leaves the window', async () => {
    const counter = limiter();
    clock.set(new Date('2026-03-01T09:59:00.000Z'));
    for (let hit = 0; hit < 10; hit += 1) await counter.take(cap('user:boundary'));

    clock.set(new Date('2026-03-01T10:01:00.000Z'));
    const refused = await counter.take(cap('user:boundary')).catch((error: unknown) => error);

    expect(refused).toMatchObject({ status: 429, message: 'Slow down.', details: { retryAfterSeconds: 58 * 60 } });
    clock.set(new Date('2026-03-01T10:59:00.001Z'));
    await expect(counter.take(cap('user:boundary'))).resolves.toBeUndefined();
  });

  it('when 30 tries for one key arrive at once, then never more than the cap pass (take counts before it answers)', async () => {
    const counter = limiter();

    const outcomes = await Promise.allSettled(Array.from({ length: 30 }, () => counter.take(cap('user:burst'))));

    const passed = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
    expect(passed).toBeLessThanOrEqual(10);
    expect(await db.connection().collection('window_test_events').countDocuments({ bucket: 'user:burst' })).toBe(passed);
    for (let more = passed; more < 10; more += 1) await counter.take(cap('user:burst'));
    await expect(counter.take(cap('user:burst'))).rejects.toMatchObject({ status: 429 });
  });

  it('assertUnderCap counts only what was recorded, and forget gives a count back', async () => {
    const counter = limiter();
    const first = await counter.record('ip:1', HOUR_MS);
    await counter.record('ip:1', HOUR_MS);

    await expect(counter.assertUnderCap({ bucket: 'ip:1', max: 2, windowMs: HOUR_MS })).rejects.toMatchObject({ status: 429 });
    await counter.forget([first]);
    await expect(counter.assertUnderCap({ bucket: 'ip:1', max: 2, windowMs: HOUR_MS })).resolves.toBeUndefined();
  });

  it('purges the events whose window has passed', async () => {
    const counter = limiter();
    await counter.record('ip:old', HOUR_MS);
    clock.advance(HOUR_MS + 1);

    expect(await counter.purgeExpired()).toBeGreaterThanOrEqual(1);
    expect(await db.connection().collection('window_test_events').countDocuments({ bucket: 'ip:old' })).toBe(0);
  });
});
