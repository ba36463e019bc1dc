import { createTestClock } from '../testing/test-clock';
import { useTestDatabase } from '../testing/use-test-database';
import { createDatabaseRateLimitStore, type DatabaseRateLimitStore } from './database-rate-limit-store';

const db = useTestDatabase();

describe('database rate-limit store (one count across instances, correct on FerretDB v1)', () => {
  const clock = createTestClock();
  const stores: DatabaseRateLimitStore[] = [];
  const store = () => {
    const created = createDatabaseRateLimitStore({ connection: db.connection(), windowMs: 60_000, now: clock.now });
    stores.push(created);
    return created;
  };

  afterAll(() => stores.forEach((created) => created.shutdown?.()));

  it('when two instances count one key at once, then every request gets its own number and none is lost', async () => {
    const [first, second] = [store(), store()];

    const counts = await Promise.all(
      Array.from({ length: 60 }, (_, index) => (index % 2 ? first : second).increment('user:busy')),
    );

    const totals = counts.map((count) => count.totalHits).sort((a, b) => a - b);
    expect(new Set(totals).size).toBe(60);
    expect(totals[totals.length - 1]).toBeLessThanOrEqual(61);
    expect((await first.increment('user:busy')).totalHits).toBeGreaterThan(60);
  });

  it('when an instance starts late, then it continues the count the others reached', async () => {
    const early = store();
    for (let hit = 0; hit < 37; hit += 1) await early.increment('ip:10.0.0.1');

    const late = store();

    expect((await late.increment('ip:10.0.0.1')).totalHits).toBe(38);
    expect((await early.increment('ip:10.0.0.1')).totalHits).toBe(39);
  });

  it('when the window ends, then counting starts again and the ended window is purged', async () => {
    const counter = store();
    await counter.increment('user:window');
    const { totalHits, resetTime } = await counter.increment('user:window');
    expect(totalHits).toBe(2);

    clock.set(resetTime ?? new Date(clock.now().getTime() + 60_000));
    expect((await counter.increment('user:window')).totalHits).toBe(1);
    await counter.purgeExpired();
    const left = await db.connection().collection('rate_limit_hits').countDocuments({ bucket: { $regex: '^user:window' } });
    expect(left).toBe(1);
  });
});
