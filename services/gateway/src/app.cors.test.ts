import { errorBodySchema } from '@campusloop/contracts';
import { startFakeUpstream, type FakeUpstream } from './testing/fake-upstream';
import { startTestGateway, type TestGateway } from './testing/start-test-gateway';

describe('gateway CORS', () => {
  let feed: FakeUpstream;
  let gateway: TestGateway;

  beforeAll(async () => {
    feed = await startFakeUpstream('feed');
    gateway = await startTestGateway({
      FEED_URL: feed.url,
      CORS_ORIGINS: 'http://localhost:4201, https://app.campusloop.test',
    });
  });

  afterAll(async () => {
    await gateway.close();
    await feed.stop();
  });

  it('when an allowed origin sends a preflight, then the gateway answers it with credentials allowed and the service never sees it', async () => {
    const before = feed.seen.length;
    const response = await fetch(`${gateway.url}/api/v1/feed/posts/a1234567890`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:4201',
        'access-control-request-method': 'PUT',
        'access-control-request-headers': 'authorization,content-type',
      },
    });

    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:4201');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-methods')).toContain('PUT');
    expect(response.headers.get('access-control-allow-headers')).toBe('authorization,content-type');
    expect(response.headers.get('vary')).toContain('Origin');
    expect(feed.seen.length).toBe(before);
  });

  it('when an allowed origin calls the API, then the response carries its CORS headers', async () => {
    const response = await fetch(`${gateway.url}/api/v1/feed/public/posts`, {
      headers: { origin: 'https://app.campusloop.test' },
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://app.campusloop.test');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-expose-headers')).toContain('X-Request-Id');
  });

  it('when another origin sends a preflight, then 403 in the error shape without CORS headers', async () => {
    const response = await fetch(`${gateway.url}/api/v1/feed/public/posts`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });

    expect(response.status).toBe(403);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(errorBodySchema.parse(await response.json())).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('when another origin calls the API, then no CORS headers, so a browser keeps the response from the page', async () => {
    const response = await fetch(`${gateway.url}/api/v1/feed/public/posts`, {
      headers: { origin: 'https://evil.example' },
    });

    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('when the page is served by the gateway itself, then its own origin is allowed', async () => {
    const response = await fetch(`${gateway.url}/api/v1/feed/public/posts`, {
      method: 'OPTIONS',
      headers: { origin: gateway.url, 'access-control-request-method': 'POST' },
    });

    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(gateway.url);
  });
});

describe('gateway default CORS origins', () => {
  it('when CORS_ORIGINS is not set, then the shell on 3000 and the remote dev servers 4200-4207 are allowed', async () => {
    const gateway = await startTestGateway();
    try {
      expect(gateway.config.corsOrigins).toEqual(
        expect.arrayContaining([
          'http://localhost:3000',
          'http://127.0.0.1:3000',
          'http://localhost:4200',
          'http://localhost:4207',
        ]),
      );
      expect(gateway.config.corsOrigins).not.toContain('http://localhost:4208');
    } finally {
      await gateway.close();
    }
  });
});
