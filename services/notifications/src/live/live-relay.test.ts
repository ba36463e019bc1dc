import request from 'supertest';
import type { Connection } from 'mongoose';
import { NOTIFICATIONS_PATHS, apiPath } from '@campusloop/contracts';
import { connectDatabase, createLogger, newId } from '@campusloop/service-kit';
import { createTestAuth, useTestDatabase } from '@campusloop/testing';
import { startLiveTestServer, type LiveTestServer } from '../testing/live-test-server';
import { openLiveTab, sendAuth } from '../testing/live-test-tab';
import { deliverEvent, namedActor, publishAnnouncement, recordedPayloads as recorded } from '../testing/recorded-events';

// Two notifications instances on one database, each with its own connection and its own hub (as two
// processes), relaying as the service does by default: a tab connected to one gets what the other
// created (by the direct call, with `live_events` behind it; each way alone: live-peer-relay.test.ts).
const db = useTestDatabase();
const auth = createTestAuth();
let second: Connection;
let one: LiveTestServer;
let two: LiveTestServer;

beforeAll(async () => {
  second = await connectDatabase({
    uri: process.env['MONGODB_URI'] as string,
    dbName: db.dbName(),
    logger: createLogger({ name: 'notifications-second', level: 'silent' }),
  });
  one = await startLiveTestServer({ connection: db.connection(), verifier: auth.verifier, live: {} });
  two = await startLiveTestServer({ connection: second, verifier: auth.verifier, live: {} });
});

afterAll(async () => {
  await one.close();
  await two.close();
  await second.close();
});

describe('the live channel across instances', () => {
  it('when another instance creates a notification, a tab on this one gets it well within a second, once', async () => {
    const userId = newId();
    const token = await auth.mintAccessToken({ sub: userId });
    const tab = await openLiveTab(one.liveUrl);
    sendAuth(tab, token);
    expect(await tab.next('ready')).toEqual({ type: 'ready', unreadCount: 0 });

    const delivered = await deliverEvent(two.built.app, 'post.commented', recorded.postCommented(userId, namedActor(newId(), 'Asha')));
    const created = Date.now(); // the other instance has stored it and pushed it to its own tabs
    const pushed = await tab.next('notification');
    const elapsed = Date.now() - created;

    expect(delivered.status).toBeLessThan(300);
    expect(pushed).toMatchObject({ type: 'notification', unreadCount: 1, notification: { actorName: 'Asha' } });
    // One direct call; the spec's live target is p95 ≤ 1 s end to end (npm run bench:live).
    expect(elapsed).toBeLessThan(1_000);
    // Read on the other instance: this tab's count follows.
    const id = (await two.built.store.page(userId, false, 0, 1)).items[0]?._id ?? 'missing';
    await request(two.built.app)
      .post(apiPath(NOTIFICATIONS_PATHS.read, { notificationId: id }))
      .set('authorization', `Bearer ${token}`);
    expect(await tab.next('unread-count')).toEqual({ type: 'unread-count', unreadCount: 0 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(tab.messages.filter((message) => message.type === 'notification')).toEqual([]);
    tab.ws.close();
  });

  it('when a user has tabs on both instances, each tab gets a push once, wherever it was created', async () => {
    const userId = newId();
    const token = await auth.mintAccessToken({ sub: userId });
    const [onOne, onTwo] = await Promise.all([openLiveTab(one.liveUrl), openLiveTab(two.liveUrl)]);
    sendAuth(onOne, token);
    sendAuth(onTwo, token);
    await onOne.next('ready');
    await onTwo.next('ready');

    await deliverEvent(one.built.app, 'post.commented', recorded.postCommented(userId, namedActor(newId(), 'Ravi')));

    for (const tab of [onOne, onTwo]) expect(await tab.next('notification')).toMatchObject({ unreadCount: 1 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const tab of [onOne, onTwo]) {
      expect(tab.messages.filter((message) => message.type === 'notification')).toEqual([]);
      tab.ws.close();
    }
  });

  it("an operator's announcement published on one instance reaches a tab connected to the other at once", async () => {
    const userId = newId();
    const tab = await openLiveTab(one.liveUrl);
    sendAuth(tab, await auth.mintAccessToken({ sub: userId }));
    await tab.next('ready');

    const published = await publishAnnouncement(two.built.app, { title: 'Exams', message: 'The timetable is out.', priority: 'HIGH' });
    expect(published.status).toBe(201);
    const started = Date.now();
    expect(await tab.next('notification')).toMatchObject({
      notification: { category: 'ANNOUNCEMENT', title: 'Exams' },
      unreadCount: 1,
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    tab.ws.close();
  });
});
