import request from 'supertest';
import WebSocket from 'ws';
import { LIVE_CLOSE, NOTIFICATIONS_PATHS, apiPath } from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import { createTestAuth, testServiceAuth, useTestDatabase } from '@campusloop/testing';
import type { NotificationsApp } from '../app';
import { startLiveTestServer, type LiveTestServer } from '../testing/live-test-server';
import { openLiveTab, sendAuth, waitUntil } from '../testing/live-test-tab';
import {
  anonymousActor,
  deliverEvent,
  namedActor,
  recordedPayloads as recorded,
} from '../testing/recorded-events';

const db = useTestDatabase();
const auth = createTestAuth();
let built: NotificationsApp;
let live: LiveTestServer;
let liveUrl: string;

beforeAll(async () => {
  live = await startLiveTestServer({
    connection: db.connection(),
    verifier: auth.verifier,
    live: { authTimeoutMs: 300, heartbeatMs: 150 },
  });
  built = live.built;
  liveUrl = live.liveUrl;
});

afterAll(() => live.close());

const openTab = (options: { answerPings?: boolean } = {}) => openLiveTab(liveUrl, options);
const authenticate = sendAuth;
const waitFor = waitUntil;

describe('the live channel', () => {
  it('closes a socket that never authenticates (4408) and one with a bad token (4401), keeping neither', async () => {
    const silent = await openTab();
    expect(await silent.closed).toBe(LIVE_CLOSE.authTimeout);
    const forged = await openTab();
    authenticate(forged, 'not.a.token');
    expect(await forged.closed).toBe(LIVE_CLOSE.authFailed);
    const expired = await openTab();
    authenticate(expired, await auth.mintAccessToken({ sub: newId() }, { expiresInSeconds: -60 }));
    expect(await expired.closed).toBe(LIVE_CLOSE.authFailed);
    expect(built.hub.size()).toBe(0);
  });

  it('pushes a new notification to every open tab of its user only, without revealing an anonymous actor', async () => {
    const userId = newId();
    const token = await auth.mintAccessToken({ sub: userId });
    const [first, second, other] = await Promise.all([openTab(), openTab(), openTab()]);
    authenticate(first, token);
    authenticate(second, token);
    authenticate(other, await auth.mintAccessToken({ sub: newId() }));
    expect(await first.next('ready')).toEqual({ type: 'ready', unreadCount: 0 });
    await second.next('ready');
    await other.next('ready');

    await deliverEvent(built.app, 'post.commented', recorded.postCommented(userId, anonymousActor));
    for (const tab of [first, second]) {
      const pushed = await tab.next('notification');
      expect(pushed).toMatchObject({
        type: 'notification',
        unreadCount: 1,
        notification: { actorName: 'Anonymous', category: 'POST' },
      });
      expect(JSON.stringify(pushed)).not.toContain('actorId');
    }
    expect(other.messages.filter((message) => message.type === 'notification')).toEqual([]);

    // A read in one tab updates the count in the others.
    const id = (await built.store.page(userId, false, 0, 1)).items[0]?._id ?? 'missing';
    await request(built.app)
      .post(apiPath(NOTIFICATIONS_PATHS.read, { notificationId: id }))
      .set('authorization', `Bearer ${token}`);
    expect(await second.next('unread-count')).toEqual({ type: 'unread-count', unreadCount: 0 });

    for (const tab of [first, second, other]) tab.ws.close();
    await Promise.all([first.closed, second.closed, other.closed]);
    await waitFor(() => built.hub.size() === 0);
    expect(built.hub.size()).toBe(0);
  });

  it('with web delivery off, stores the notification but pushes nothing', async () => {
    const userId = newId();
    const token = await auth.mintAccessToken({ sub: userId });
    await request(built.app)
      .put(apiPath(NOTIFICATIONS_PATHS.preferences))
      .set('authorization', `Bearer ${token}`)
      .send([{ preferenceType: 'WEB_DELIVERY', enabled: false }]);
    const tab = await openTab();
    authenticate(tab, token);
    await tab.next('ready');
    await deliverEvent(
      built.app,
      'event.commented',
      recorded.eventCommented(userId, namedActor('userB000001', 'Bilal')),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(tab.messages.filter((message) => message.type === 'notification')).toEqual([]);
    expect(await built.store.unreadCount(userId)).toBe(1);
    tab.ws.close();
    await tab.closed;
  });

  it('closes the socket when its token expires (4401); a renewed token comes on a new socket, never as a second auth (4400)', async () => {
    const userId = newId();
    const lapsing = await openTab();
    authenticate(lapsing, await auth.mintAccessToken({ sub: userId }, { expiresInSeconds: 2 }));
    await lapsing.next('ready');
    expect(await lapsing.closed).toBe(LIVE_CLOSE.authFailed);

    const renewed = await openTab();
    authenticate(renewed, await auth.mintAccessToken({ sub: userId }, { expiresInSeconds: 600 }));
    await renewed.next('ready');
    expect(renewed.ws.readyState).toBe(WebSocket.OPEN);
    // Issue 34, finding 3: one auth per socket; a second one (even a fresh token of the same user) ends it.
    authenticate(renewed, await auth.mintAccessToken({ sub: userId }, { expiresInSeconds: 600 }));
    expect(await renewed.closed).toBe(LIVE_CLOSE.secondAuth);
  });

  it('ends the socket of a revoked session within a heartbeat, and terminates a tab that stops answering', async () => {
    const sid = newId();
    const userId = newId();
    const revokedTab = await openTab();
    authenticate(revokedTab, await auth.mintAccessToken({ sub: userId, sid }));
    await revokedTab.next('ready');
    const revokedAt = new Date();
    await request(built.app)
      .post('/internal/events/sessions')
      .set('authorization', await testServiceAuth('identity').authorization())
      .send({
        id: newId(),
        type: 'session.revoked',
        payload: {
          sessionId: sid,
          userId,
          revokedAt: revokedAt.toISOString(),
          keepUntil: new Date(revokedAt.getTime() + 960_000).toISOString(),
        },
        occurredAt: revokedAt.toISOString(),
      })
      .expect(204);
    expect(await revokedTab.closed).toBe(LIVE_CLOSE.authFailed);

    const mute = await openTab({ answerPings: false });
    authenticate(mute, await auth.mintAccessToken({ sub: newId() }));
    await mute.next('ready');
    expect([LIVE_CLOSE.heartbeatLost, 1006]).toContain(await mute.closed);
    await waitFor(() => built.hub.size() === 0);
    expect(built.hub.size()).toBe(0);
  });

  it('refuses an upgrade on any other path', async () => {
    const ws = new WebSocket(liveUrl.replace('/live', '/elsewhere'));
    await expect(
      new Promise((resolve, reject) => {
        ws.once('open', resolve);
        ws.once('error', reject);
      }),
    ).rejects.toThrow();
  });
});
