import { Router } from 'express';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { z } from 'zod';
import {
  defineRoutes,
  moderationRouteSpecs,
  pagedAuditEntriesSchema,
  pagedReportedItemsSchema,
  publicIdSchema,
  type ModeratedContent,
  type PagedReportedItems,
  type ReportReason,
} from '@campusloop/contracts';
import { createServiceApp } from '../app/create-service-app';
import { authenticate } from '../auth/authenticate';
import { connectDatabase } from '../data/connect-database';
import { AppError } from '../errors/app-error';
import { newId } from '../ids/new-id';
import { createLogger } from '../logging/logger';
import { createTestAuth } from '../testing/create-test-auth';
import { useTestDatabase } from '../testing/use-test-database';
import { createModeration, type ModeratedItems } from './create-moderation';
import { mountModerationRoutes } from './mount-moderation-routes';

// The moderators' queue and audit log over HTTP, with real parallel requests spread over two instances
// of a service (own connections, own keyed locks, one database), as behind a load balancer.

const db = useTestDatabase();
const auth = createTestAuth();
const logger = createLogger({ name: 'report-queue-test', level: 'silent' });
jest.setTimeout(120_000);

const ROUTES = defineRoutes(
  'things',
  moderationRouteSpecs({
    item: '/things/{thingId}',
    itemParams: z.object({ thingId: publicIdSchema }),
    desk: '/things/moderation',
    noun: 'thing',
    access: 'any signed-in user',
  }),
);
const api = (path: string) => `/api/v1${path}`;
const QUEUE = api('/things/moderation/reports');
const AUDIT = api('/things/moderation/audit');
const reportPath = (itemId: string) => api(`/things/${itemId}/reports`);
const actionPath = (itemId: string, action: 'block' | 'unblock' | 'dismiss') => api(`/things/moderation/items/${itemId}/${action}`);

/** The vertical's items (one store both instances share, as their database would be). */
const things = new Map<string, { blocked: boolean }>();
const items: ModeratedItems = {
  async describe(ids) {
    return new Map<string, ModeratedContent>(
      ids.flatMap((id) => {
        const thing = things.get(id);
        return thing ? [[id, { title: `Thing ${id}`, text: 'text', authorId: 'Author00001', blocked: thing.blocked }] as const] : [];
      }),
    );
  },
  async setBlocked(id, blocked) {
    const thing = things.get(id);
    if (!thing) throw AppError.notFound();
    thing.blocked = blocked;
  },
};
const newThing = () => {
  const id = newId();
  things.set(id, { blocked: false });
  return id;
};

/** One clock for both instances: every report a second later than the one before. */
let tick = 0;
const now = () => new Date(Date.UTC(2026, 0, 1) + (tick += 1) * 1000);

function instanceOn(connection: Connection) {
  const moderation = createModeration({ connection, itemType: 'thing', items, now, reportsPerHour: 10_000 });
  const router = Router();
  router.use(authenticate(auth.verifier));
  mountModerationRoutes(router, {
    routes: ROUTES,
    moderation,
    reportable: async (_reporter, params) => {
      const id = params['thingId'] as string;
      if (!things.has(id)) throw AppError.notFound();
      return id;
    },
  });
  return { moderation, app: createServiceApp({ name: 'things', logger, api: router }) };
}

let second: Connection;
let instances: Array<ReturnType<typeof instanceOn>>;
let calls = 0;
/** The next instance in turn (a load balancer's round robin). */
const next = () => (instances[calls++ % instances.length] as ReturnType<typeof instanceOn>).app;

const student = (id = newId()) => auth.bearer({ sub: id });
let moderator: string;

const report = async (itemId: string, reason: ReportReason = 'spam', as?: string) =>
  request(next())
    .post(reportPath(itemId))
    .set('authorization', as ?? (await student()))
    .send({ reason, note: `note ${reason}` });
const queuePage = async (page: number, size = 20): Promise<PagedReportedItems> => {
  const res = await request(next()).get(`${QUEUE}?page=${page}&size=${size}`).set('authorization', moderator);
  expect(res.status).toBe(200);
  return pagedReportedItemsSchema.parse(res.body);
};
const queueEntry = async (itemId: string) => {
  for (let page = 0; ; page += 1) {
    const answer = await queuePage(page, 50);
    const found = answer.content.find((entry) => entry.itemId === itemId);
    if (found || answer.last) return found;
  }
};

beforeAll(async () => {
  second = await connectDatabase({ uri: process.env['MONGODB_URI'] as string, dbName: db.dbName(), logger });
  instances = [instanceOn(db.connection()), instanceOn(second)];
  await Promise.all(instances.map((instance) => instance.moderation.init()));
  moderator = await auth.bearer({ sub: 'Moderator01', roles: ['moderator'] });
});
afterAll(async () => {
  await second.close();
});

describe('the moderators’ queue from per-item report summaries', () => {
  it('when 20 students report one item at once over two instances, then the queue holds it once with a count of 20 and its reasons', async () => {
    const itemId = newThing();
    const reasons: ReportReason[] = ['spam', 'harassment', 'hate', 'misinformation'];
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => report(itemId, reasons[index % 4])));

    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(201));
    const entries = (await Promise.all([queuePage(0, 50), queuePage(0, 50)])).map((page) =>
      page.content.filter((entry) => entry.itemId === itemId),
    );
    for (const found of entries) {
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ count: 20, reasons: { spam: 5, harassment: 5, hate: 5, misinformation: 5 } });
      expect(found[0]?.notes).toHaveLength(10);
      expect(found[0]?.content?.title).toBe(`Thing ${itemId}`);
    }
    // Every report was counted by a refresh: none is left for the start-up check.
    expect(await db.connection().collection('moderation_open_reports').countDocuments({ itemId, pending: 'thing' })).toBe(0);
  });

  it('when a moderator dismisses it while more reports arrive, then the queue counts exactly the reports still open', async () => {
    const itemId = newThing();
    for (const answer of await Promise.all(Array.from({ length: 6 }, () => report(itemId)))) expect(answer.status).toBe(201);

    const [dismissed, ...late] = await Promise.all([
      request(next()).post(actionPath(itemId, 'dismiss')).set('authorization', moderator).send({}),
      ...Array.from({ length: 6 }, () => report(itemId, 'other')),
    ]);

    expect(dismissed?.status).toBe(200);
    expect(late.map((answer) => answer.status)).toEqual(Array(6).fill(201));
    const stillOpen = await db.connection().collection('moderation_open_reports').countDocuments({ itemType: 'thing', itemId });
    const entry = await queueEntry(itemId);
    // Whatever the interleaving: the dismissal closed what it read, the queue shows what is left.
    expect(stillOpen).toBe(12 - (dismissed?.body.reportsClosed as number));
    if (stillOpen === 0) expect(entry).toBeUndefined();
    else expect(entry?.count).toBe(stillOpen);
  });

  it('when a moderator dismisses or blocks an item, then it leaves the queue, and a new report brings it back with a count of 1', async () => {
    const dismissedId = newThing();
    const blockedId = newThing();
    await Promise.all([...Array.from({ length: 5 }, () => report(dismissedId)), ...Array.from({ length: 5 }, () => report(blockedId))]);
    expect((await queueEntry(dismissedId))?.count).toBe(5);

    const [dismissed, blocked] = await Promise.all([
      request(next()).post(actionPath(dismissedId, 'dismiss')).set('authorization', moderator).send({ reason: 'fine' }),
      request(next()).post(actionPath(blockedId, 'block')).set('authorization', moderator).send({}),
    ]);

    expect([dismissed.body.reportsClosed, blocked.body.reportsClosed]).toEqual([5, 5]);
    expect(await queueEntry(dismissedId)).toBeUndefined();
    expect(await queueEntry(blockedId)).toBeUndefined();
    expect((await report(dismissedId, 'hate')).status).toBe(201);
    expect(await queueEntry(dismissedId)).toMatchObject({ count: 1, reasons: { hate: 1 } });
  });

  it('when pages are read, then every open item shows exactly once, oldest first report first, with the exact total — also after later reports', async () => {
    const open = await queuePage(0, 1);
    const before = open.totalElements;
    const created = Array.from({ length: 25 }, () => newThing());
    for (const itemId of created) expect((await report(itemId)).status).toBe(201);
    // Later reports of items already queued do not move them (the oldest open report places an item).
    await Promise.all(created.slice(0, 5).map((itemId) => report(itemId, 'hate')));

    const seen: string[] = [];
    let total = 0;
    for (let page = 0; ; page += 1) {
      const answer = await queuePage(page, 7);
      total = answer.totalElements;
      seen.push(...answer.content.map((entry) => entry.itemId));
      const times = answer.content.map((entry) => Date.parse(entry.firstReportedAt));
      expect(times).toEqual([...times].sort((a, b) => a - b));
      if (answer.last) break;
    }

    expect(total).toBe(before + 25);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBe(total);
    expect(seen.slice(-25)).toEqual(created);
  });
});

describe('the audit log, paged newest first', () => {
  it('when moderators act at once over two instances, then every action is one entry, newest first, each on exactly one page', async () => {
    const before = (await request(next()).get(`${AUDIT}?size=1`).set('authorization', moderator)).body.totalElements as number;
    const acted = Array.from({ length: 24 }, () => newThing());
    const answers = await Promise.all(
      acted.map((itemId) => request(next()).post(actionPath(itemId, 'unblock')).set('authorization', moderator).send({ reason: 'check' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(24).fill(200));

    const seen: Array<{ id: string; itemId: string; at: string }> = [];
    for (let page = 0; ; page += 1) {
      const res = await request(next()).get(`${AUDIT}?page=${page}&size=10`).set('authorization', moderator);
      const answer = pagedAuditEntriesSchema.parse(res.body);
      expect(answer.totalElements).toBe(before + 24);
      seen.push(...answer.content);
      if (answer.last) break;
    }
    expect(new Set(seen.map((entry) => entry.id)).size).toBe(before + 24);
    const times = seen.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(seen.slice(0, 24).map((entry) => entry.itemId))).toEqual(new Set(acted));
  });

  it('when a student reads the queue or the audit log, then 403 and nothing of either', async () => {
    for (const path of [QUEUE, AUDIT]) {
      const res = await request(next()).get(path).set('authorization', await student());
      expect(res.status).toBe(403);
      expect(res.body.content).toBeUndefined();
    }
  });
});

describe('reports and audit entries from before the summaries', () => {
  it('when a service starts on such data, then it builds the missing summaries and indexes the older entries once', async () => {
    const connection = db.connection();
    const itemType = 'legacy';
    const itemId = newThing();
    const base = Date.UTC(2025, 5, 1);
    // Written as the version before summaries wrote them: open reports and audit entries only.
    await connection.collection('moderation_open_reports').insertMany(
      ['u1', 'u2', 'u3'].map((reporter, index) => ({
        _id: `${itemType}:${itemId}:${reporter}` as never,
        itemType,
        itemId,
        reporterId: reporter,
        reason: index === 0 ? 'spam' : 'hate',
        note: null,
        createdAt: new Date(base + index * 1000),
      })),
    );
    await connection.collection('moderation_audit').insertOne({
      _id: 'OlderEntry01' as never,
      moderatorId: 'Moderator01',
      action: 'dismiss',
      itemType,
      itemId: 'Elsewhere01',
      reason: null,
      reportsClosed: 0,
      at: new Date(base),
    });
    await connection.collection('moderation_markers').deleteOne({ _id: 'audit-listed' as never });

    const started = [createModeration({ connection, itemType, items, now }), createModeration({ connection: second, itemType, items, now })];
    await Promise.all(started.map((moderation) => moderation.init()));

    const viewer = { id: 'Moderator01', roles: ['moderator'] } as Parameters<(typeof started)[0]['queue']>[0];
    const queue = await (started[0] as (typeof started)[0]).queue(viewer, { page: 0, size: 20 });
    expect(queue.totalElements).toBe(1);
    expect(queue.content[0]).toMatchObject({ itemId, count: 3, reasons: { spam: 1, hate: 2 }, firstReportedAt: new Date(base).toISOString() });
    const log = await (started[1] as (typeof started)[0]).auditLog(viewer, { page: 0, size: 500 });
    expect(log.content.filter((entry) => entry.id === 'OlderEntry01')).toHaveLength(1);
  });

  it('when a process dies between a report and its summary, then the next start puts the item in the queue', async () => {
    const itemType = 'crashy';
    const before = createModeration({ connection: db.connection(), itemType, items, now });
    await before.init();
    const itemId = newThing();
    // What a report leaves when its process dies before refreshing the summary: the report, still pending.
    await db.connection().collection('moderation_open_reports').insertOne({
      _id: `${itemType}:${itemId}:Reporter001` as never,
      itemType,
      itemId,
      reporterId: 'Reporter001',
      reason: 'spam',
      note: null,
      createdAt: new Date(),
      pending: itemType,
    });
    const viewer = { id: 'Moderator01', roles: ['moderator'] } as Parameters<typeof before.queue>[0];
    expect((await before.queue(viewer, { page: 0, size: 20 })).totalElements).toBe(0);

    const restarted = createModeration({ connection: second, itemType, items, now });
    await restarted.init();

    expect((await restarted.queue(viewer, { page: 0, size: 20 })).content).toEqual([expect.objectContaining({ itemId, count: 1 })]);
    expect(await db.connection().collection('moderation_open_reports').countDocuments({ pending: itemType })).toBe(0);
  });
});
