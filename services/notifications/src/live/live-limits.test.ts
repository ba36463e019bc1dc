import request from 'supertest';
import WebSocket from 'ws';
import { LIVE_CLOSE } from '@campusloop/contracts';
import { createNetworkAllowlist, newId, type TokenVerifier } from '@campusloop/service-kit';
import { createTestAuth, throughGateway, useTestDatabase } from '@campusloop/testing';
import type { NotificationsApp } from '../app';
import { startLiveTestServer, type LiveTestServer } from '../testing/live-test-server';
import { openLiveTab, sendAuth, waitUntil, type LiveTestTab } from '../testing/live-test-tab';
import { LIVE_LIMIT_DEFAULTS } from './live-limits';

// Issue 34, finding 3: 150 sockets of one account from one address were all accepted, and 3,000
// `auth` frames on one socket were all processed (each a signature check and a revocation lookup).
// Real sockets against the app's live server; a client's address is the one the gateway vouches for
// (service-kit's signed client-address header: `throughGateway`), as in production.
const db = useTestDatabase();
const auth = createTestAuth();
let built: NotificationsApp;
let live: LiveTestServer;
let liveUrl: string;
let verifications = 0;

beforeAll(async () => {
  const counting: TokenVerifier = {
    ...auth.verifier,
    verify(token) {
      verifications += 1;
      return auth.verifier.verify(token);
    },
  };
  live = await startLiveTestServer({
    connection: db.connection(),
    verifier: counting,
    live: {
      authTimeoutMs: 20_000,
      // Small per-address caps so a test reaches them; the account's cap and the message budget are the defaults.
      limits: {
        socketsPerAddress: 3,
        campusNetworks: createNetworkAllowlist(['10.20.0.0/16']),
        campusFactor: 2,
      },
    },
  });
  built = live.built;
  liveUrl = live.liveUrl;
});

afterAll(() => live.close());

let addressCounter = 0;
/** A client address no other test uses (each test its own, so the caps do not mix). */
const freshAddress = () => `198.51.100.${(addressCounter += 1)}`;
const tabFrom = (address: string) => openLiveTab(liveUrl, { headers: throughGateway(address) });
/** The close code, or 'open' when the socket is still open after `ms`. */
const closedWithin = (tab: LiveTestTab, ms = 5_000) =>
  Promise.race([tab.closed, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms))]);
const closeAll = async (tabs: LiveTestTab[]) => {
  for (const tab of tabs) tab.ws.close();
  await Promise.all(tabs.map((tab) => tab.closed));
};

describe('the live channel limits', () => {
  it('keeps ten sockets of one account open (tabs and devices) and closes the eleventh with 4429 until one closes', async () => {
    expect(LIVE_LIMIT_DEFAULTS.socketsPerAccount).toBe(10);
    const token = await auth.mintAccessToken({ sub: newId() });
    // Tabs on devices behind different addresses: the account's cap counts them together.
    const tabs: LiveTestTab[] = [];
    for (let i = 0; i < 10; i += 1) {
      const tab = await tabFrom(freshAddress());
      sendAuth(tab, token);
      await tab.next('ready');
      tabs.push(tab);
    }
    const eleventh = await tabFrom(freshAddress());
    sendAuth(eleventh, token);
    expect(await closedWithin(eleventh)).toBe(LIVE_CLOSE.tooManyConnections);
    expect(tabs.every((tab) => tab.ws.readyState === WebSocket.OPEN)).toBe(true);
    // Another account is not affected.
    const other = await tabFrom(freshAddress());
    sendAuth(other, await auth.mintAccessToken({ sub: newId() }));
    await other.next('ready');

    const [first, ...rest] = tabs;
    await closeAll(first ? [first] : []);
    const again = await tabFrom(freshAddress());
    sendAuth(again, token);
    await again.next('ready');
    await closeAll([...rest, other, again]);
    await waitUntil(() => built.hub.size() === 0);
    expect(built.hub.size()).toBe(0);
  });

  it('closes sockets from one address beyond its cap with 4429 (signed in or not), ×factor inside CAMPUS_NETWORKS, freed on close', async () => {
    const address = freshAddress();
    const open = [await tabFrom(address), await tabFrom(address), await tabFrom(address)];
    const fourth = await tabFrom(address);
    expect(await closedWithin(fourth)).toBe(LIVE_CLOSE.tooManyConnections);
    // Another address is not affected; an address in a campus range gets 3 × 2.
    const elsewhere = await tabFrom(freshAddress());
    const campus = [];
    for (let i = 0; i < 6; i += 1) campus.push(await tabFrom('10.20.4.7'));
    const seventh = await tabFrom('10.20.4.7');
    expect(await closedWithin(seventh)).toBe(LIVE_CLOSE.tooManyConnections);
    expect([...open, elsewhere, ...campus].every((tab) => tab.ws.readyState === WebSocket.OPEN)).toBe(true);
    // An IPv6 client counts by its /56: other addresses of the same /56 share its cap.
    const v6 = [
      await tabFrom('2001:db8:42:10::1'),
      await tabFrom('2001:db8:42:11::2'),
      await tabFrom('2001:db8:42:12::3'),
    ];
    expect(await closedWithin(await tabFrom('2001:db8:42:13::4'))).toBe(LIVE_CLOSE.tooManyConnections);

    await closeAll(open.slice(0, 1));
    const freed = await tabFrom(address);
    sendAuth(freed, await auth.mintAccessToken({ sub: newId() }));
    await freed.next('ready');
    await closeAll([...open.slice(1), freed, elsewhere, ...campus, ...v6]);
  });

  it('counts a socket under its own address when nothing vouches for another (a made-up X-Forwarded-For or proof)', async () => {
    const open: LiveTestTab[] = [];
    for (const address of ['203.0.113.1', '203.0.113.2', '203.0.113.3']) {
      const headers = { 'x-forwarded-for': address, 'x-campusloop-client': `${address} 9999999999 forged` };
      open.push(await openLiveTab(liveUrl, { headers }));
    }
    // All three counted under this test's own loopback address: a fourth is one too many.
    const fourth = await openLiveTab(liveUrl, { headers: { 'x-forwarded-for': '203.0.113.4' } });
    expect(await closedWithin(fourth)).toBe(LIVE_CLOSE.tooManyConnections);
    await closeAll(open);
  });

  it('checks one auth per socket: of 3,000 auth frames one is verified and the second closes the socket (4400)', async () => {
    const token = await auth.mintAccessToken({ sub: newId() });
    const tab = await tabFrom(freshAddress());
    const before = verifications;
    const frame = JSON.stringify({ type: 'auth', token });
    for (let i = 0; i < 3_000; i += 1) tab.ws.send(frame);
    expect(await closedWithin(tab)).toBe(LIVE_CLOSE.secondAuth);
    // The service still answers at once meanwhile.
    await request(built.app).get('/healthz').expect(200);
    expect(verifications - before).toBe(1);
  });

  it('closes a socket that sends more than its message budget (4430); a client answering pings stays far below it', async () => {
    expect(LIVE_LIMIT_DEFAULTS.messagesPerWindow).toBeGreaterThanOrEqual(10);
    const tab = await tabFrom(freshAddress());
    sendAuth(tab, await auth.mintAccessToken({ sub: newId() }));
    await tab.next('ready');
    for (let i = 0; i < LIVE_LIMIT_DEFAULTS.messagesPerWindow + 5; i += 1)
      tab.ws.send(JSON.stringify({ type: 'pong' }));
    expect(await closedWithin(tab)).toBe(LIVE_CLOSE.tooManyMessages);
    await waitUntil(() => built.hub.size() === 0);
    expect(built.hub.size()).toBe(0);
  });
});
