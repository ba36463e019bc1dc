import { errorBodySchema } from '@campusloop/contracts';
import { startFakeUpstream, type FakeUpstream } from './testing/fake-upstream';
import { startTestGateway, type TestGateway } from './testing/start-test-gateway';

describe('gateway rate limits', () => {
  let identity: FakeUpstream;
  let feed: FakeUpstream;

  beforeAll(async () => {
    identity = await startFakeUpstream('identity');
    feed = await startFakeUpstream('feed');
  });

  afterAll(async () => {
    await identity.stop();
    await feed.stop();
  });

  async function withGateway(
    env: Record<string, string>,
    story: (gateway: TestGateway) => Promise<void>,
  ): Promise<void> {
    const gateway = await startTestGateway({ IDENTITY_URL: identity.url, FEED_URL: feed.url, ...env });
    try {
      await story(gateway);
    } finally {
      await gateway.close();
    }
  }

  it('when a client goes over the general limit, then 429 in the error shape with Retry-After and RateLimit headers', async () => {
    await withGateway({ RATE_LIMIT_PER_MINUTE: '3' }, async (gateway) => {
      const url = `${gateway.url}/api/v1/feed/public/posts`;
      const allowed = [await fetch(url), await fetch(url), await fetch(url)];
      const refused = await fetch(url);

      expect(allowed.map((response) => response.status)).toEqual([200, 200, 200]);
      expect(allowed[0]?.headers.get('ratelimit')).toMatch(/^limit=3, remaining=2, reset=\d+$/);
      expect(allowed[2]?.headers.get('ratelimit')).toMatch(/^limit=3, remaining=0, reset=\d+$/);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(refused.headers.get('ratelimit-policy')).toBe('3;w=60');
      expect(errorBodySchema.parse(await refused.json())).toMatchObject({
        status: 429,
        code: 'RATE_LIMITED',
        message: 'Too many requests. Please wait a moment before trying again.',
      });
      expect(feed.seen.length).toBe(3);
    });
  });

  it('when a client posts to /auth too often, then the stricter auth limit refuses it while other calls still pass', async () => {
    await withGateway({ AUTH_RATE_LIMIT_PER_MINUTE: '2' }, async (gateway) => {
      const otp = (): Promise<Response> =>
        fetch(`${gateway.url}/api/v1/auth/request-otp`, { method: 'POST', body: '{}' });
      const statuses = [(await otp()).status, (await otp()).status];
      const refused = await otp();
      const other = await fetch(`${gateway.url}/api/v1/users/me`);

      expect(statuses).toEqual([200, 200]);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBeTruthy();
      expect(refused.headers.get('ratelimit')).toMatch(/^limit=2, remaining=0, reset=\d+$/);
      expect(other.status).toBe(200);
    });
  });

  it('when the gateway answers itself (unknown path, service down), then the answer still carries the request id and the RateLimit headers', async () => {
    await withGateway({ RATE_LIMIT_PER_MINUTE: '5', MEDIA_URL: 'http://127.0.0.1:9' }, async (gateway) => {
      const unknown = await fetch(`${gateway.url}/api/v1/nowhere`, {
        headers: { 'x-request-id': 'req-404' },
      });
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

  it('when the front end is loaded, then its files do not count against the API limit', async () => {
    await withGateway({ RATE_LIMIT_PER_MINUTE: '1' }, async (gateway) => {
      await fetch(`${gateway.url}/healthz`);
      await fetch(`${gateway.url}/mf-manifest.json`);

      expect((await fetch(`${gateway.url}/api/v1/feed/public/posts`)).status).toBe(200);
    });
  });
});
