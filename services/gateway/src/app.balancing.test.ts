import { startFakeUpstream, type FakeUpstream, type UpstreamHandler } from './testing/fake-upstream';
import { startTestGateway, type TestGateway } from './testing/start-test-gateway';

const FEED_PATH = '/api/v1/feed/public/posts?page=0';

/** A service instance that can be made to answer /readyz 503 (draining) while still serving requests. */
function instance(name: string, state: { ready: boolean }): UpstreamHandler {
  return (_req, res, seen) => {
    if (seen.url === '/readyz') {
      res.writeHead(state.ready ? 200 : 503).end();
      return;
    }
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ upstream: name, method: seen.method, url: seen.url }));
  };
}

/** Polls `check` (every 100 ms, up to 10 s) until it holds: no fixed wait for the health checks. */
async function until(check: () => Promise<boolean>): Promise<void> {
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const served = (upstream: FakeUpstream, method: string) =>
  upstream.seen.filter((request) => request.method === method && request.url !== '/readyz').length;

async function answers(gateway: TestGateway, count: number): Promise<Array<{ status: number; upstream?: string }>> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const response = await fetch(`${gateway.url}${FEED_PATH}`);
      const body = (await response.json()) as { upstream?: string };
      return { status: response.status, ...(body.upstream ? { upstream: body.upstream } : {}) };
    }),
  );
}

describe('gateway over several instances of a service (issue 32)', () => {
  const stateA = { ready: true };
  const stateB = { ready: true };
  let a: FakeUpstream;
  let b: FakeUpstream;
  let gateway: TestGateway;

  beforeEach(async () => {
    stateA.ready = true;
    stateB.ready = true;
    a = await startFakeUpstream('feed-a', instance('feed-a', stateA));
    b = await startFakeUpstream('feed-b', instance('feed-b', stateB));
    gateway = await startTestGateway({ FEED_URL: `${a.url},${b.url}`, UPSTREAM_HEALTH_INTERVAL_MS: '100' });
  });

  afterEach(async () => {
    await gateway.close();
    await a.stop();
    await b.stop();
  });

  it('spreads requests over both instances', async () => {
    const results = await answers(gateway, 40);

    expect(results.every((result) => result.status === 200)).toBe(true);
    expect(served(a, 'GET')).toBeGreaterThan(0);
    expect(served(b, 'GET')).toBeGreaterThan(0);
  });

  it('when an instance goes down, reads keep answering 200 (retried on the other) and it leaves the rotation within a second', async () => {
    await answers(gateway, 10); // pooled keep-alive connections to both exist
    await a.stop();
    const stoppedAt = Date.now();

    const during = await answers(gateway, 20);
    expect(during.map((result) => result.status)).toEqual(Array(20).fill(200));
    expect(during.every((result) => result.upstream === 'feed-b')).toBe(true);

    await new Promise((resolve) => setTimeout(resolve, Math.max(0, 1000 - (Date.now() - stoppedAt))));
    const servedBefore = served(b, 'GET');
    await answers(gateway, 10);
    expect(served(b, 'GET') - servedBefore).toBe(10);

    await a.restart();
    const servedByA = served(a, 'GET');
    await until(async () => {
      await answers(gateway, 10);
      return served(a, 'GET') > servedByA;
    });
    expect(served(a, 'GET')).toBeGreaterThan(servedByA);
  });

  it('an instance whose /readyz says it is draining gets no new requests, and gets them again when it is ready', async () => {
    stateA.ready = false;
    // Out of rotation once a health probe saw it (polled: probes are slower on a busy machine).
    await until(async () => {
      const before = served(a, 'GET');
      await answers(gateway, 10);
      return served(a, 'GET') === before;
    });
    const before = served(a, 'GET');

    const results = await answers(gateway, 20);

    expect(results.every((result) => result.status === 200)).toBe(true);
    expect(served(a, 'GET')).toBe(before);

    stateA.ready = true;
    await until(async () => {
      await answers(gateway, 10);
      return served(a, 'GET') > before;
    });
    expect(served(a, 'GET')).toBeGreaterThan(before);
  });

});

describe('gateway retries over instances (issue 32)', () => {
  let a: FakeUpstream;
  let b: FakeUpstream;
  let gateway: TestGateway;
  /** Both instances cut the connection after reading a request (a crash mid-request), /readyz aside. */
  const cut: UpstreamHandler = (req, res, seen) => {
    if (seen.url === '/readyz') res.writeHead(200).end();
    else req.socket.destroy();
  };

  beforeAll(async () => {
    a = await startFakeUpstream('feed-a', cut);
    b = await startFakeUpstream('feed-b', cut);
    gateway = await startTestGateway({ FEED_URL: `${a.url},${b.url}` });
  });

  afterAll(async () => {
    await gateway.close();
    await a.stop();
    await b.stop();
  });

  it('a read cut off before any answer is tried once on the other instance, then answered 503', async () => {
    const response = await fetch(`${gateway.url}${FEED_PATH}`);

    expect(response.status).toBe(503);
    expect(served(a, 'GET') + served(b, 'GET')).toBe(2);
  });

  it('a write is never sent twice: cut off, it answers 503 and no other instance sees it', async () => {
    const response = await fetch(`${gateway.url}/api/v1/feed/public/posts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'hello' }),
    });

    expect(response.status).toBe(503);
    expect(served(a, 'POST') + served(b, 'POST')).toBe(1);
  });
});
