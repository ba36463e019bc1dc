import type { Connection } from 'mongoose';
import type { ModeratedContent, PageQuery } from '@campusloop/contracts';
import type { AuthUser } from '../auth/access-claims';
import { connectDatabase } from '../data/connect-database';
import { newId } from '../ids/new-id';
import { createLogger } from '../logging/logger';
import { useTestDatabase } from '../testing/use-test-database';
import { createModeration, type ModeratedItems, type Moderation } from './create-moderation';

// The pending-report sweep with two instances of a service on one database (own connections, own keyed
// locks), the sweep driven by calling it (the timer only calls the same function).

const db = useTestDatabase();
jest.setTimeout(120_000);

let second: Connection;
beforeAll(async () => {
  second = await connectDatabase({ uri: db.uri(), dbName: db.dbName(), logger: createLogger({ name: 'sweep-test', level: 'silent' }) });
});
afterAll(async () => {
  await second.close();
});

const items: ModeratedItems = {
  async describe(ids) {
    return new Map<string, ModeratedContent>(ids.map((id) => [id, { title: id, text: 'text', authorId: 'Author00001', blocked: false }]));
  },
  setBlocked: () => Promise.resolve(),
};
const viewer = { id: 'Moderator01', roles: ['moderator'] } as unknown as AuthUser;
const firstPage: PageQuery = { page: 0, size: 20 };

let clock = Date.UTC(2026, 10, 27, 9, 0, 0);
const now = () => new Date(clock);

function twoInstances(itemType: string, options: { sweepIntervalMs?: number } = {}): Moderation[] {
  return [db.connection(), second].map((connection) =>
    createModeration({ connection, itemType, items, now, sweepIntervalMs: options.sweepIntervalMs ?? 0 }),
  );
}

/** What a report looks like when its writer stopped between the insert and the summary's refresh. */
async function insertPendingReport(itemType: string, itemId: string, createdAt: Date): Promise<void> {
  await db.connection().collection('moderation_open_reports').insertOne({
    _id: `${itemType}:${itemId}:${newId()}` as never,
    itemType,
    itemId,
    reporterId: newId(),
    reason: 'spam',
    note: null,
    createdAt,
    pending: itemType,
  });
}

const pendingCount = (itemType: string) => db.connection().collection('moderation_open_reports').countDocuments({ pending: itemType });

describe('the pending-report sweep', () => {
  it('when an old instance left a report without its summary, one sweep of either instance puts it in the queue; the other finds nothing left', async () => {
    const itemType = 'swept';
    const [a, b] = twoInstances(itemType) as [Moderation, Moderation];
    await Promise.all([a.init(), b.init()]);
    const itemId = newId();
    await insertPendingReport(itemType, itemId, new Date(clock - 60_000));
    expect((await a.queue(viewer, firstPage)).totalElements).toBe(0);

    const refreshed = await Promise.all([a.sweep(), b.sweep()]);
    expect(refreshed.sort()).toEqual([0, 1]);
    expect((await b.queue(viewer, firstPage)).content).toEqual([expect.objectContaining({ itemId, count: 1, reasons: { spam: 1 } })]);
    expect(await pendingCount(itemType)).toBe(0);
    expect(await Promise.all([a.sweep(), b.sweep()])).toEqual([0, 0]);
  });

  it('leaves a report that is still within its own request’s grace, and sweeps it once that has passed', async () => {
    const itemType = 'young';
    const [a, b] = twoInstances(itemType) as [Moderation, Moderation];
    await Promise.all([a.init(), b.init()]);
    const itemId = newId();
    await insertPendingReport(itemType, itemId, now());
    expect(await a.sweep()).toBe(0);
    expect(await pendingCount(itemType)).toBe(1);

    clock += 6_000;
    expect(await b.sweep()).toBe(1);
    expect((await a.queue(viewer, firstPage)).content).toEqual([expect.objectContaining({ itemId, count: 1 })]);
    clock += 60_000;
  });

  it('reports taken the normal way leave nothing to sweep', async () => {
    const itemType = 'normal';
    const [a, b] = twoInstances(itemType) as [Moderation, Moderation];
    await Promise.all([a.init(), b.init()]);
    const reporter = { id: newId(), roles: [] } as unknown as AuthUser;
    await a.report(reporter, newId(), { reason: 'hate' });
    await b.report(reporter, newId(), { reason: 'spam' });
    expect(await pendingCount(itemType)).toBe(0);
    clock += 60_000;
    expect(await Promise.all([a.sweep(), b.sweep()])).toEqual([0, 0]);
  });

  it('the sweep reads only the sparse pending index (no scan of the open reports)', async () => {
    const answer = (await db.connection().db?.command({
      explain: { find: 'moderation_open_reports', filter: { pending: 'swept' }, projection: { itemId: 1, createdAt: 1 } },
      verbosity: 'queryPlanner',
    })) as { queryPlanner?: { Plan?: string[]; winningPlan?: unknown } };
    const plan = answer.queryPlanner?.Plan ?? JSON.stringify(answer.queryPlanner?.winningPlan ?? {});
    expect(JSON.stringify(plan)).toMatch(/pending_1|IXSCAN/);
    expect(JSON.stringify(plan)).not.toMatch(/detail=SCAN |COLLSCAN/);
  });

  it('each instance’s timer sweeps by itself once init has run', async () => {
    const itemType = 'timed';
    const [a, b] = twoInstances(itemType, { sweepIntervalMs: 50 }) as [Moderation, Moderation];
    await Promise.all([a.init(), b.init()]);
    const itemId = newId();
    await insertPendingReport(itemType, itemId, new Date(clock - 60_000));
    const deadline = Date.now() + 60_000;
    while ((await pendingCount(itemType)) > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    a.stopSweeps();
    b.stopSweeps();
    expect((await a.queue(viewer, firstPage)).content).toEqual([expect.objectContaining({ itemId, count: 1 })]);
  });
});
