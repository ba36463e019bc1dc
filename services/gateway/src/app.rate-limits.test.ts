import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import { errorBodySchema } from '@campusloop/contracts';
import { createServiceAuth } from '@campusloop/service-kit';
import { createTestAuth, useTestDatabase } from '@campusloop/testing';
import { startFakeUpstream, type FakeUpstream } from './testing/fake-upstream';
import { startTestGateway, type TestGateway } from './testing/start-test-gateway';

const db = useTestDatabase();
const auth = createTestAuth();

interface UpgradeAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** Sends a WebSocket handshake (`Connection: Upgrade`, `Upgrade: websocket`) and reports the answer: 101 or an HTTP error. */
function upgradeRequest(url: string, headers: Record<string, string> = {}): Promise<UpgradeAnswer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        ...headers,
      },
    });
    req.once('upgrade', (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode ?? 0, headers: res.headers, body: '' });
    });
    req.once('response', (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.once('error', reject);
    req.end();
  });
}

/** A notifications stand-in with the live socket (and nothing else). */
async function startLiveUpstream(): Promise<{ url: string; upgrades: () => number; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => res.writeHead(404).end());
  const wss = new WebSocketServer({ server, path: '/api/v1/notifications/live' });
  let upgrades = 0;
  wss.on('connection', (socket) => {
    upgrades += 1;
    socket.close();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    upgrades: () => upgrades,
    async close() {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

describe('gateway rate limits', () => {
  let identity: FakeUpstream;
  let feed: FakeUpstream;
  let media: FakeUpstream;

  beforeAll(async () => {
    // The fake identity also serves its JWKS, as identity's /internal/jwks does: the gateway trusts a token's subject only once it verifies.
    identity = await startFakeUpstream('identity', (req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(req.url === '/internal/jwks' ? auth.jwks : { upstream: 'identity' }));
    });
    feed = await startFakeUpstream('feed');
    media = await startFakeUpstream('media');
  });

  afterAll(async () => {
    await identity.stop();
    await feed.stop();
    await media.stop();
  });

  async function withGateway(env: Record<string, string>, story: (gateway: TestGateway) => Promise<void>): Promise<void> {
    const gateway = await startTestGateway({ IDENTITY_URL: identity.url, FEED_URL: feed.url, MEDIA_URL: media.url, ...env });
    try {
      await story(gateway);
    } finally {
      await gateway.close();
    }
  }

  const get = (gateway: TestGateway, token?: string, headers: Record<string, string> = {}) =>
    fetch(`${gateway.url}/api/v1/feed/public/posts`, {
      headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const post = (gateway: TestGateway, path: string, token?: string) =>
    fetch(`${gateway.url}${path}`, {
      method: 'POST',
      body: '{"title":"t","body":"b"}',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const statuses = (responses: Response[]) => responses.map((response) => response.status);

  it('when many signed-in students share one address, then each has a budget of their own', async () => {
    await withGateway({ RATE_LIMIT_ACCOUNT_READS: '3', RATE_LIMIT_IP_READS: '2' }, async (gateway) => {
      const students = await Promise.all(Array.from({ length: 5 }, () => auth.mintAccessToken()));

      const answers = [];
      for (let round = 0; round < 3; round += 1) for (const token of students) answers.push(await get(gateway, token));
      const looper = await get(gateway, students[0]);
      const other = await get(gateway, students[1]);

      expect(statuses(answers)).toEqual(Array(15).fill(200));
      expect(answers[0]?.headers.get('ratelimit')).toMatch(/^limit=3, remaining=2, reset=\d+$/);
      expect(looper.status).toBe(429);
      expect(Number(looper.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(looper.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(looper.headers.get('ratelimit-policy')).toBe('3;w=60');
      expect(errorBodySchema.parse(await looper.json())).toMatchObject({
        status: 429,
        code: 'RATE_LIMITED',
        message: 'Too many requests. Please wait a moment before trying again.',
      });
      expect(other.status).toBe(429);
      expect((await get(gateway, await auth.mintAccessToken())).status).toBe(200);
    });
  });

  it('when identity\'s JWKS wants a service token, then the gateway fetches it with one and accounts still get their own budgets', async () => {
    const secret = 'installation-service-secret-0123456789abcdef';
    const identityAuth = createServiceAuth({ service: 'identity', secret });
    const guarded = await startFakeUpstream('identity', (req, res) => {
      const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1] ?? '';
      identityAuth.verify(token).then(
        () => {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(auth.jwks));
        },
        () => {
          res.statusCode = 401;
          res.end('{}');
        },
      );
    });
    const env = { IDENTITY_URL: guarded.url, FEED_URL: feed.url, RATE_LIMIT_ACCOUNT_READS: '2', RATE_LIMIT_IP_READS: '1' };
    const gateway = await startTestGateway(env, { jwksFetch: createServiceAuth({ service: 'gateway', secret }).fetch });
    try {
      const [first, second] = [await auth.mintAccessToken(), await auth.mintAccessToken()];

      const answers = [await get(gateway, first), await get(gateway, second), await get(gateway, first), await get(gateway, second)];

      expect(statuses(answers)).toEqual([200, 200, 200, 200]);
      expect(guarded.seen.filter((seen) => seen.url === '/internal/jwks').length).toBeGreaterThanOrEqual(1);
    } finally {
      await gateway.close();
      await guarded.stop();
    }
  });

  it('when a token does not verify (forged key, expired, garbage), then it cannot pick a bucket: it is counted per IP', async () => {
    await withGateway({ RATE_LIMIT_ACCOUNT_READS: '100', RATE_LIMIT_IP_READS: '3' }, async (gateway) => {
      const forger = createTestAuth();
      const tokens = [
        await forger.mintAccessToken(),
        await forger.mintAccessToken(),
        await auth.mintExpiredToken(),
        'not.a.token',
      ];

      const answers = [];
      for (const token of tokens) answers.push(await get(gateway, token));

      expect(statuses(answers)).toEqual([200, 200, 200, 429]);
      expect(answers[0]?.headers.get('ratelimit')).toMatch(/^limit=3, remaining=2/);
      expect((await get(gateway, await auth.mintAccessToken())).status).toBe(200);
    });
  });

  it('when a signed-out client goes over the per-IP budget, then 429 with Retry-After and RateLimit headers', async () => {
    await withGateway({ RATE_LIMIT_IP_READS: '3' }, async (gateway) => {
      const allowed = [await get(gateway), await get(gateway), await get(gateway)];
      const refused = await get(gateway);

      expect(statuses(allowed)).toEqual([200, 200, 200]);
      expect(allowed[2]?.headers.get('ratelimit')).toMatch(/^limit=3, remaining=0, reset=\d+$/);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBeTruthy();
      expect(errorBodySchema.parse(await refused.json())).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
      expect(feed.seen.filter((seen) => seen.url === '/api/v1/feed/public/posts').length).toBeGreaterThanOrEqual(3);
    });
  });

  it('when one account posts as fast as it can, then writes stop at its budget (30 a minute by default) while its reads and others go on', async () => {
    await withGateway({}, async (gateway) => {
      const [spammer, classmate] = [await auth.mintAccessToken(), await auth.mintAccessToken()];

      const writes = await Promise.all(Array.from({ length: 40 }, () => post(gateway, '/api/v1/feed/posts', spammer)));

      expect(statuses(writes).filter((status) => status === 200)).toHaveLength(30);
      expect(statuses(writes).filter((status) => status === 429)).toHaveLength(10);
      expect((await get(gateway, spammer)).status).toBe(200);
      expect((await post(gateway, '/api/v1/feed/posts', classmate)).status).toBe(200);
    });
  });

  it('uploads have a budget of their own, apart from other writes', async () => {
    await withGateway({ RATE_LIMIT_ACCOUNT_UPLOADS: '2', RATE_LIMIT_ACCOUNT_WRITES: '1' }, async (gateway) => {
      const token = await auth.mintAccessToken();

      const uploads = [await post(gateway, '/api/v1/uploads/presign', token), await post(gateway, '/api/v1/uploads/presign', token)];
      const third = await post(gateway, '/api/v1/uploads/presign', token);
      const write = await post(gateway, '/api/v1/feed/posts', token);

      expect(statuses(uploads)).toEqual([200, 200]);
      expect(third.status).toBe(429);
      expect(write.status).toBe(200);
    });
  });

  it('when a client posts to /auth too often, then the per-IP auth budget refuses it while other calls still pass', async () => {
    await withGateway({ RATE_LIMIT_IP_AUTH: '2' }, async (gateway) => {
      const otp = () => fetch(`${gateway.url}/api/v1/auth/request-otp`, { method: 'POST', body: '{}' });
      const allowed = [await otp(), await otp()];
      const refused = await otp();

      expect(statuses(allowed)).toEqual([200, 200]);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBeTruthy();
      expect(refused.headers.get('ratelimit')).toMatch(/^limit=2, remaining=0, reset=\d+$/);
      expect((await fetch(`${gateway.url}/api/v1/users/me`)).status).toBe(200);
    });
  });

  it('a campus egress range (CAMPUS_NETWORKS) gets CAMPUS_NETWORK_FACTOR times the per-IP budget', async () => {
    const env = { TRUST_PROXY: '1', CAMPUS_NETWORKS: '10.20.0.0/16', CAMPUS_NETWORK_FACTOR: '3', RATE_LIMIT_IP_READS: '2' };
    await withGateway(env, async (gateway) => {
      const from = (ip: string) => get(gateway, undefined, { 'x-forwarded-for': ip });

      const campus = [];
      for (let request = 0; request < 7; request += 1) campus.push(await from('10.20.4.5'));
      const elsewhere = [await from('198.51.100.9'), await from('198.51.100.9'), await from('198.51.100.9')];

      expect(statuses(campus)).toEqual([200, 200, 200, 200, 200, 200, 429]);
      expect(campus[0]?.headers.get('ratelimit-policy')).toBe('6;w=60');
      expect(statuses(elsewhere)).toEqual([200, 200, 429]);
    });
  });

  it('without TRUST_PROXY a client cannot pick its own address with X-Forwarded-For', async () => {
    await withGateway({ RATE_LIMIT_IP_READS: '2' }, async (gateway) => {
      const answers = [];
      for (let request = 0; request < 3; request += 1) {
        answers.push(await get(gateway, undefined, { 'x-forwarded-for': `203.0.113.${request}` }));
      }

      expect(statuses(answers)).toEqual([200, 200, 429]);
    });
  });

  it('when two gateway instances run with the database store, then they share one budget', async () => {
    const env = {
      IDENTITY_URL: identity.url,
      FEED_URL: feed.url,
      RATE_LIMIT_STORE: 'database',
      RATE_LIMIT_ACCOUNT_READS: '4',
      RATE_LIMIT_IP_READS: '3',
    };
    const [first, second] = [
      await startTestGateway(env, { connection: db.connection() }),
      await startTestGateway(env, { connection: db.connection() }),
    ];
    try {
      const token = await auth.mintAccessToken();

      const signedIn = [];
      for (let request = 0; request < 6; request += 1) signedIn.push(await get(request % 2 ? second : first, token));
      const signedOut = [await get(first), await get(second), await get(first), await get(second)];

      expect(statuses(signedIn)).toEqual([200, 200, 200, 200, 429, 429]);
      expect(signedIn[3]?.headers.get('ratelimit')).toMatch(/^limit=4, remaining=0/);
      expect(statuses(signedOut)).toEqual([200, 200, 200, 429]);
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('when the gateway answers itself (unknown path, service down), then the answer still carries the request id and the RateLimit headers', async () => {
    await withGateway({ RATE_LIMIT_IP_READS: '5', MEDIA_URL: 'http://127.0.0.1:9' }, async (gateway) => {
      const unknown = await fetch(`${gateway.url}/api/v1/nowhere`, { headers: { 'x-request-id': 'req-404' } });
      const down = await fetch(`${gateway.url}/api/v1/uploads`, { headers: { 'x-request-id': 'req-503' } });

      expect(unknown.status).toBe(404);
      expect(unknown.headers.get('x-request-id')).toBe('req-404');
      expect(unknown.headers.get('ratelimit')).toMatch(/^limit=5, remaining=4, reset=\d+$/);
      expect(down.status).toBe(503);
      expect(down.headers.get('x-request-id')).toBe('req-503');
      expect(down.headers.get('ratelimit')).toMatch(/^limit=5, remaining=3, reset=\d+$/);
      expect(down.headers.get('ratelimit-policy')).toBe('5;w=60');
    });
  });

  describe('WebSocket upgrades', () => {
    let live: Awaited<ReturnType<typeof startLiveUpstream>>;

    beforeAll(async () => {
      live = await startLiveUpstream();
    });

    afterAll(() => live.close());

    const withSockets = (env: Record<string, string>, story: (gateway: TestGateway) => Promise<void>) =>
      withGateway({ NOTIFICATIONS_URL: live.url, COMMUNITIES_URL: feed.url, ...env }, story);

    it('when a signed-in caller sends reads as upgrades, then they count against the account like plain reads and stop at its budget', async () => {
      await withSockets({ RATE_LIMIT_ACCOUNT_READS: '3', RATE_LIMIT_IP_READS: '100' }, async (gateway) => {
        const token = await auth.mintAccessToken();
        const bearer = { authorization: `Bearer ${token}` };
        const seenBefore = feed.seen.length;

        const plain = await get(gateway, token);
        const sneaked = [
          await upgradeRequest(`${gateway.url}/api/v1/communities/joined`, bearer),
          await upgradeRequest(`${gateway.url}/api/v1/communities/joined`, bearer),
        ];
        const over = await upgradeRequest(`${gateway.url}/api/v1/communities/joined`, bearer);

        expect(plain.status).toBe(200);
        expect(sneaked.map((answer) => answer.status)).toEqual([404, 404]);
        expect(sneaked[1]?.headers['ratelimit']).toMatch(/^limit=3, remaining=0, reset=\d+$/);
        expect(errorBodySchema.parse(JSON.parse(sneaked[0]?.body ?? ''))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
        expect(over.status).toBe(429);
        expect(Number(over.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(errorBodySchema.parse(JSON.parse(over.body))).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
        expect((await get(gateway, token)).status).toBe(429);
        // Only the plain read reached a service: no upgrade was passed on as a plain request.
        expect(feed.seen.length - seenBefore).toBe(1);
      });
    });

    it('when a signed-out client opens the live channel, then each upgrade counts against its address and the one over budget gets 429', async () => {
      await withSockets({ RATE_LIMIT_IP_READS: '2' }, async (gateway) => {
        const before = live.upgrades();

        const opened = [
          await upgradeRequest(`${gateway.url}/api/v1/notifications/live`),
          await upgradeRequest(`${gateway.url}/api/v1/notifications/live`),
        ];
        const refused = await upgradeRequest(`${gateway.url}/api/v1/notifications/live`);

        expect(opened.map((answer) => answer.status)).toEqual([101, 101]);
        expect(refused.status).toBe(429);
        expect(refused.headers['ratelimit']).toMatch(/^limit=2, remaining=0, reset=\d+$/);
        expect(errorBodySchema.parse(JSON.parse(refused.body))).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
        expect((await get(gateway)).status).toBe(429);
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(live.upgrades() - before).toBe(2);
      });
    });

    it('when a signed-out client sends a public read as an upgrade, then it is refused (404) and counted, never answered by the service', async () => {
      await withSockets({ RATE_LIMIT_IP_READS: '1' }, async (gateway) => {
        const seenBefore = feed.seen.length;

        const sneaked = await upgradeRequest(`${gateway.url}/api/v1/feed/public/posts`);
        const next = await upgradeRequest(`${gateway.url}/api/v1/feed/public/posts`);

        expect(sneaked.status).toBe(404);
        expect(sneaked.headers['ratelimit']).toMatch(/^limit=1, remaining=0, reset=\d+$/);
        expect(next.status).toBe(429);
        expect((await get(gateway)).status).toBe(429);
        expect(feed.seen.length).toBe(seenBefore);
      });
    });
  });

  it('when the front end is loaded, then its files do not count against the API limit', async () => {
    await withGateway({ RATE_LIMIT_IP_READS: '1' }, async (gateway) => {
      await fetch(`${gateway.url}/healthz`);
      await fetch(`${gateway.url}/mf-manifest.json`);

      expect((await get(gateway)).status).toBe(200);
    });
  });
});
