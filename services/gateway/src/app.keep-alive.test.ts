import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Router } from 'express';
import {
  authenticate,
  createLogger,
  createServiceApp,
  EARLY_ANSWER_DRAIN_LIMIT_BYTES,
  route,
  startService,
  type RunningService,
} from '@campusloop/service-kit';
import {
  createKeepAliveClient,
  createTestAuth,
  type KeepAliveAnswer,
  type KeepAliveClient,
} from '@campusloop/service-kit/testing';
import { startTestGateway, type TestGateway } from './testing/start-test-gateway';

const logger = createLogger({ name: 'keep-alive-test', level: 'silent' });
const auth = createTestAuth();

const jsonOf = (bytes: number): string => JSON.stringify({ name: 'a'.repeat(Math.max(0, bytes - 11)) });
const BODIES = {
  'a small body': jsonOf(1_024),
  'a body over the services’ 100 kB JSON limit': jsonOf(200 * 1024),
  'a body over the drain limit': jsonOf(EARLY_ANSWER_DRAIN_LIMIT_BYTES + 1024 * 1024),
};

/** Accepts connections and requests but never reads a body or answers (a stuck service). */
async function startStuckUpstream(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer(() => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describe('gateway early answers on a kept-alive connection', () => {
  let feed: RunningService;
  let stuck: Awaited<ReturnType<typeof startStuckUpstream>>;
  let gateway: TestGateway;
  let limitedGateway: TestGateway;
  let client: KeepAliveClient;

  beforeAll(async () => {
    // The real service kit behind the gateway: its own refusals (401, 413) are early answers too.
    const api = Router();
    api.get(
      '/feed/ping',
      route({}, () => ({ ok: true })),
    );
    api.post(
      '/feed/open',
      route({}, () => ({ ok: true })),
    );
    const signedIn = Router();
    signedIn.use(authenticate(auth.verifier));
    signedIn.post(
      '/feed/private',
      route({}, () => ({ ok: true })),
    );
    api.use(signedIn);
    feed = await startService({
      app: createServiceApp({ name: 'feed', logger, api }),
      host: '127.0.0.1',
      port: 0,
      logger,
      handleSignals: false,
      drainTimeoutMs: 100,
    });
    stuck = await startStuckUpstream();
    const upstreams = {
      FEED_URL: `http://127.0.0.1:${feed.port}`,
      EVENTS_URL: stuck.url,
      EVENTS_TIMEOUT_MS: '300',
    };
    gateway = await startTestGateway(upstreams);
    limitedGateway = await startTestGateway({ ...upstreams, RATE_LIMIT_IP_READS: '1', RATE_LIMIT_IP_WRITES: '1' });
  });

  afterEach(() => client.close());

  afterAll(async () => {
    await gateway.close();
    await limitedGateway.close();
    await stuck.close();
    await feed.close();
  });

  /** The next request gets its own answer, on the same connection unless the early answer said close. */
  async function expectNextAnswered(early: KeepAliveAnswer, expectedStatus = 200): Promise<void> {
    const next = await client.request({ path: '/api/v1/feed/ping' });

    expect(next.status).toBe(expectedStatus);
    if (expectedStatus === 200) expect(JSON.parse(next.text)).toEqual({ ok: true });
    if (early.headers.connection !== 'close') expect(next.connection).toBe(early.connection);
  }

  describe.each(Object.entries(BODIES))('with %s', (_name, body) => {
    it('when the upstream is down, then 503 and the next request is answered', async () => {
      client = createKeepAliveClient(gateway.url);
      const early = await client.request({ method: 'POST', path: '/api/v1/communities', body });

      expect(early.status).toBe(503);
      await expectNextAnswered(early);
    });

    it('when the upstream does not answer in time, then 504 and the next request is answered', async () => {
      client = createKeepAliveClient(gateway.url);
      const early = await client.request({
        method: 'POST',
        path: '/api/v1/universities/u1234567890/events',
        body,
      });

      expect(early.status).toBe(504);
      await expectNextAnswered(early);
    });

    it('when rate limited, then 429 and the next request gets its own 429', async () => {
      client = createKeepAliveClient(limitedGateway.url);
      await client.request({ path: '/api/v1/feed/ping' }); // the one read
      await client.request({ method: 'POST', path: '/api/v1/feed/ping' }); // the one write
      const early = await client.request({ method: 'POST', path: '/api/v1/feed/open', body });

      expect(early.status).toBe(429);
      await expectNextAnswered(early, 429);
    });

    it('when the service refuses a signed-out caller, then 401 and the next request is answered', async () => {
      client = createKeepAliveClient(gateway.url);
      const early = await client.request({ method: 'POST', path: '/api/v1/feed/private', body });

      expect(early.status).toBe(401);
      await expectNextAnswered(early);
    });

    it('when the service takes or refuses the body by size, then 200 or 413 and the next request is answered', async () => {
      client = createKeepAliveClient(gateway.url);
      const answer = await client.request({ method: 'POST', path: '/api/v1/feed/open', body });

      expect(answer.status).toBe(body.length > 100 * 1024 ? 413 : 200);
      await expectNextAnswered(answer);
    });

    it('when no service owns the path, then 404 and the next request is answered', async () => {
      client = createKeepAliveClient(gateway.url);
      const early = await client.request({ method: 'POST', path: '/api/v1/nowhere', body });

      expect(early.status).toBe(404);
      await expectNextAnswered(early);
    });
  });

  it('when the issue’s 1 MB body meets a down upstream six times, then six 503s on one connection', async () => {
    client = createKeepAliveClient(gateway.url);
    const body = JSON.stringify({ name: 'a'.repeat(1_000_000) });
    const answers: KeepAliveAnswer[] = [];
    for (let i = 0; i < 6; i += 1)
      answers.push(await client.request({ method: 'POST', path: '/api/v1/communities', body }));

    expect(answers.map((answer) => answer.status)).toEqual([503, 503, 503, 503, 503, 503]);
    expect(new Set(answers.map((answer) => answer.connection)).size).toBe(1);
  });

  it('when a client declares a huge upload to a down upstream, then 503 at once with Connection: close', async () => {
    client = createKeepAliveClient(gateway.url);
    const early = await client.request({
      method: 'POST',
      path: '/api/v1/communities',
      body: 'x'.repeat(64 * 1024),
      declaredLength: 50 * 1024 * 1024,
    });

    expect(early.status).toBe(503);
    expect(early.headers.connection).toBe('close');
    await expectNextAnswered(early);
  });
});
