import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  MODERATION_OUTCOME_EVENT,
  MODERATION_OUTCOME_MAX_REPORTERS,
  moderationOutcomeSchema,
  type ModeratedContent,
  type ModerationOutcome,
} from '@campusloop/contracts';
import type { AuthUser } from '../auth/access-claims';
import { AppError } from '../errors/app-error';
import { newId } from '../ids/new-id';
import { createLogger } from '../logging/logger';
import { createOutbox } from '../outbox/create-outbox';
import type { EventEnvelope } from '../outbox/outbox-event';
import { useTestDatabase } from '../testing/use-test-database';
import { createModeration, type ModeratedItems } from './create-moderation';
import { moderationModels } from './moderation-models';

const db = useTestDatabase();
const logger = createLogger({ name: 'moderation-outcome-test', level: 'silent' });

const user = (id: string, roles?: string[]): AuthUser => ({
  id,
  audience: 'UNIVERSITY_STUDENT',
  universityId: 'uniAlpha001',
  universityVerified: true,
  userType: 'student',
  name: id,
  avatarUrl: null,
  universityName: 'Alpha',
  profileComplete: true,
  ...(roles ? { roles } : {}),
});
const moderator = user('Moderator01', ['moderator']);

/** The notifications service's network edge: a subscriber on 127.0.0.1:0 that records what the outbox sends. */
async function fakeNotifications() {
  const received: EventEnvelope[] = [];
  const app = express();
  app.use(express.json());
  app.post('/internal/events', (req, res) => {
    received.push(req.body as EventEnvelope);
    res.status(204).end();
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/internal/events`;
  const close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return { url, received, close };
}

/** A vertical's items: `hidden` authors are anonymous (describe says null, `authorOf` knows). */
function itemsOf(authors: Record<string, string>, hidden: readonly string[] = []) {
  const blocked = new Set<string>();
  const items: ModeratedItems = {
    async describe(ids) {
      const found = ids.filter((id) => id in authors);
      return new Map<string, ModeratedContent>(
        found.map((id) => [id, { title: id, text: 'text', authorId: hidden.includes(id) ? null : (authors[id] as string), blocked: blocked.has(id) }]),
      );
    },
    async setBlocked(id, value) {
      if (!(id in authors)) throw AppError.notFound();
      if (value) blocked.add(id);
      else blocked.delete(id);
    },
    authorOf: async (id) => authors[id] ?? null,
  };
  return items;
}

let subscriber: Awaited<ReturnType<typeof fakeNotifications>>;
beforeEach(async () => {
  subscriber = await fakeNotifications();
});
afterEach(async () => {
  await subscriber.close();
});

/** A vertical's moderation kit with its outbox, each test its own kind of item. */
function kitFor(items: ModeratedItems) {
  const outbox = createOutbox({ connection: db.connection(), logger, subscribers: { [MODERATION_OUTCOME_EVENT]: [subscriber.url] } });
  const itemType = `thing${newId().replace(/[^a-z]/g, '').slice(0, 6)}`;
  const moderation = createModeration({ connection: db.connection(), itemType, items, outbox, reportsPerHour: 100 });
  const delivered = async (): Promise<ModerationOutcome[]> => {
    await outbox.dispatchOnce();
    return subscriber.received
      .filter((event) => event.type === MODERATION_OUTCOME_EVENT)
      .map((event) => moderationOutcomeSchema.parse(event.payload))
      .filter((payload) => payload.itemType === itemType);
  };
  return { moderation, itemType, delivered };
}

const report = { reason: 'spam' as const };

describe('moderation kit: the outcome event (issue 28 Notices)', () => {
  beforeAll(async () => {
    await createModeration({ connection: db.connection(), itemType: 'init', items: itemsOf({}) }).init();
  });

  it('a block publishes one moderation.outcome naming the author and each reporter of the reports it closed, once', async () => {
    const { moderation, itemType, delivered } = kitFor(itemsOf({ Item0000001: 'Author00001', Item0000002: 'Author00002' }));
    await moderation.report(user('Reporter001'), 'Item0000001', report);
    await moderation.report(user('Reporter002'), 'Item0000001', report);
    await moderation.report(user('Reporter003'), 'Item0000002', report);

    const result = await moderation.act(moderator, 'block', 'Item0000001');
    expect(result).toMatchObject({ blocked: true, reportsClosed: 2 });

    const events = await delivered();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ itemType, itemId: 'Item0000001', action: 'block', authorId: 'Author00001' });
    expect([...(events[0]?.reporterIds ?? [])].sort()).toEqual(['Reporter001', 'Reporter002']);
    // A second dispatch sends nothing again; blocking again tells nobody (already blocked, no open report).
    await moderation.act(moderator, 'block', 'Item0000001');
    expect(await delivered()).toHaveLength(1);
  });

  it('a dismissal tells its reporters only (no author); a report filed later is told by the next action', async () => {
    const { moderation, delivered } = kitFor(itemsOf({ Item0000001: 'Author00001' }));
    await moderation.report(user('Reporter001'), 'Item0000001', report);
    await moderation.act(moderator, 'dismiss', 'Item0000001');
    await moderation.report(user('Reporter002'), 'Item0000001', report);
    await moderation.act(moderator, 'dismiss', 'Item0000001');

    expect((await delivered()).map(({ action, authorId, reporterIds }) => ({ action, authorId, reporterIds }))).toEqual([
      { action: 'dismiss', authorId: null, reporterIds: ['Reporter001'] },
      { action: 'dismiss', authorId: null, reporterIds: ['Reporter002'] },
    ]);
  });

  it('an anonymous item’s author is told through authorOf, though moderators never see the account', async () => {
    const { moderation, delivered } = kitFor(itemsOf({ Anonymous01: 'Author00009' }, ['Anonymous01']));
    await moderation.report(user('Reporter001'), 'Anonymous01', report);
    const queue = await moderation.queue(moderator, { page: 0, size: 10 });
    expect(JSON.stringify(queue)).not.toContain('Author00009');

    await moderation.act(moderator, 'block', 'Anonymous01');
    expect(await delivered()).toMatchObject([{ authorId: 'Author00009', reporterIds: ['Reporter001'] }]);
  });

  it('an item with more reporters than one event may name is told in several events, each reporter once, the author in the first', async () => {
    const { moderation, itemType, delivered } = kitFor(itemsOf({ Popular001: 'Author00001' }));
    const count = MODERATION_OUTCOME_MAX_REPORTERS * 2 + 1;
    const reporterIds = Array.from({ length: count }, (_, index) => `Reporter${String(index).padStart(4, '0')}`);
    // Seeded as stored reports (as many accounts' reports would leave them).
    await moderationModels(db.connection()).openReports.insertMany(
      reporterIds.map((reporterId, index) => ({
        _id: `${itemType}:Popular001:${reporterId}`,
        itemType,
        itemId: 'Popular001',
        reporterId,
        reason: 'spam',
        note: null,
        createdAt: new Date(Date.now() - count + index),
      })),
    );

    expect(await moderation.act(moderator, 'block', 'Popular001')).toMatchObject({ reportsClosed: count });
    let events: ModerationOutcome[] = [];
    for (let round = 0; round < 5 && events.length < 3; round += 1) events = await delivered();
    // Delivered in any order: three events, the author named in one, none over the limit.
    expect(events.map((event) => event.authorId).sort()).toEqual(['Author00001', null, null]);
    expect(events.map((event) => event.reporterIds.length).sort((x, y) => x - y)).toEqual([
      1,
      MODERATION_OUTCOME_MAX_REPORTERS,
      MODERATION_OUTCOME_MAX_REPORTERS,
    ]);
    expect(new Set(events.flatMap((event) => event.reporterIds))).toEqual(new Set(reporterIds));
  });

  it('unblocking, a dismissal with no open report, and an action refused publish nothing', async () => {
    const { moderation, delivered } = kitFor(itemsOf({ Item0000001: 'Author00001' }));
    await moderation.act(moderator, 'dismiss', 'Item0000001');
    await moderation.report(user('Reporter001'), 'Item0000001', report);
    await expect(moderation.act(user('Reporter001'), 'block', 'Item0000001')).rejects.toMatchObject({ status: 403 });
    await expect(moderation.act(moderator, 'block', 'Missing0001')).rejects.toMatchObject({ status: 404 });
    expect(await delivered()).toEqual([]);

    await moderation.act(moderator, 'block', 'Item0000001');
    await moderation.act(moderator, 'unblock', 'Item0000001');
    expect((await delivered()).map((event) => event.action)).toEqual(['block']);
  });
});
