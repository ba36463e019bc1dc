import { errorBodySchema } from '@campusloop/contracts';
import { startFakeUpstream, type FakeUpstream } from './testing/fake-upstream';
import { startTestGateway, type TestGateway } from './testing/start-test-gateway';

describe('gateway when an upstream fails', () => {
  let feed: FakeUpstream;
  let hung: FakeUpstream;
  let gateway: TestGateway;

  beforeAll(async () => {
    feed = await startFakeUpstream('feed');
    // Reads the request, then never answers.
    hung = await startFakeUpstream('events', () => undefined);
    gateway = await startTestGateway({ FEED_URL: feed.url, EVENTS_URL: hung.url, EVENTS_TIMEOUT_MS: '300' });
  });

  afterAll(async () => {
    await gateway.close();
    await feed.stop();
    await hung.stop();
  });

  it('when the service stops mid-test, then 503 in the error shape within 1 s, and it recovers when the service returns', async () => {
    const path = `${gateway.url}/api/v1/feed/public/posts?page=0`;
    expect((await fetch(path)).status).toBe(200); // a pooled keep-alive connection now exists

    await feed.stop();
    const started = Date.now();
    const down = await fetch(path, { headers: { 'x-request-id': 'down-1' } });
    const elapsedMs = Date.now() - started;

    expect(down.status).toBe(503);
    expect(elapsedMs).toBeLessThan(1000);
    expect(errorBodySchema.parse(await down.json())).toEqual({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Service temporarily unavailable. Please try again later.',
      requestId: 'down-1',
    });

    await feed.restart();
    const back = await fetch(path);
    expect(back.status).toBe(200);
    expect(await back.json()).toMatchObject({ upstream: 'feed', url: '/api/v1/feed/public/posts?page=0' });
  });

  it('when a service was never up, then 503 at once', async () => {
    const started = Date.now();
    const response = await fetch(`${gateway.url}/api/v1/referrals/stats`);

    expect(response.status).toBe(503);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('when the service does not answer within its timeout, then 504 TIMEOUT_ERROR in the error shape', async () => {
    const started = Date.now();
    const response = await fetch(`${gateway.url}/api/v1/universities/u1234567890/events`);
    const elapsedMs = Date.now() - started;

    expect(response.status).toBe(504);
    expect(elapsedMs).toBeGreaterThanOrEqual(290);
    expect(elapsedMs).toBeLessThan(2000);
    expect(errorBodySchema.parse(await response.json())).toMatchObject({
      status: 504,
      code: 'TIMEOUT_ERROR',
      message: 'Request timeout. Please try again later.',
    });
  });
});
