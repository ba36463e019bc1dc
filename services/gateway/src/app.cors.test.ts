import http from 'node:http';
import { errorBodySchema } from '@campusloop/contracts';
import { ConfigError } from '@campusloop/service-kit';
import { startFakeUpstream, type FakeUpstream } from './testing/fake-upstream';
import { startTestGateway, type TestGateway } from './testing/start-test-gateway';

/** A raw request whose Host header the caller chooses (fetch does not let a test set it). */
function requestWithHost(
  url: string,
  options: { method?: string; headers: Record<string, string> },
): Promise<{ status: number; headers: http.IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { method: options.method ?? 'GET', headers: options.headers, agent: false });
    const done = (res: http.IncomingMessage) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, headers: res.headers });
    };
    req.once('response', done);
    req.once('upgrade', (res, socket) => {
      socket.destroy();
      done(res);
    });
    req.once('error', reject);
    req.end();
  });
}

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

  it('when a request names the origin it claims in its Host header, then that origin is still not allowed', async () => {
    const spoofed = { host: 'evil.example', origin: 'http://evil.example' };

    const preflight = await requestWithHost(`${gateway.url}/api/v1/feed/public/posts`, {
      method: 'OPTIONS',
      headers: { ...spoofed, 'access-control-request-method': 'POST' },
    });
    const read = await requestWithHost(`${gateway.url}/api/v1/feed/public/posts`, { headers: spoofed });
    const socket = await requestWithHost(`${gateway.url}/api/v1/notifications/live`, {
      headers: {
        ...spoofed,
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
      },
    });

    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers['access-control-allow-credentials']).toBeUndefined();
    expect(socket.status).toBe(403);
  });
});

describe('gateway public origin', () => {
  let gateway: TestGateway;

  beforeAll(async () => {
    gateway = await startTestGateway({ PUBLIC_BASE_URL: 'https://campusloop.test/' });
  });

  afterAll(() => gateway.close());

  it('when the page comes from the configured public origin, then it is allowed with credentials', async () => {
    const response = await fetch(`${gateway.url}/api/v1/feed/public/posts`, {
      method: 'OPTIONS',
      headers: { origin: 'https://campusloop.test', 'access-control-request-method': 'POST' },
    });

    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('https://campusloop.test');
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
  });

  it('when the page comes from the address the gateway happens to listen on, then it is not allowed unless configured', async () => {
    const response = await fetch(`${gateway.url}/api/v1/feed/public/posts`, {
      method: 'OPTIONS',
      headers: { origin: gateway.url, 'access-control-request-method': 'POST' },
    });

    expect(response.status).toBe(403);
  });
});

describe('gateway CORS origins in production', () => {
  it('when NODE_ENV=production, then only the public origin and CORS_ORIGINS are allowed, no local dev servers', async () => {
    const gateway = await startTestGateway({ NODE_ENV: 'production', PORT: '3000', PUBLIC_BASE_URL: 'https://campusloop.app' });
    try {
      expect(gateway.config.corsOrigins).toEqual(['https://campusloop.app']);

      const devServer = await fetch(`${gateway.url}/api/v1/feed/public/posts`, {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:4201', 'access-control-request-method': 'POST' },
      });
      expect(devServer.status).toBe(403);
    } finally {
      await gateway.close();
    }
  });

  it('when NODE_ENV=production and CORS_ORIGINS is set, then those origins join the public one', async () => {
    const gateway = await startTestGateway({
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: 'https://campusloop.app',
      CORS_ORIGINS: 'https://admin.campusloop.app',
    });
    try {
      expect(gateway.config.corsOrigins).toEqual(['https://campusloop.app', 'https://admin.campusloop.app']);
    } finally {
      await gateway.close();
    }
  });

  it('when NODE_ENV=production without PUBLIC_BASE_URL, then the gateway refuses to start and names the key', async () => {
    await expect(startTestGateway({ NODE_ENV: 'production' })).rejects.toThrow(ConfigError);
    await expect(startTestGateway({ NODE_ENV: 'production' })).rejects.toThrow(/PUBLIC_BASE_URL: is required in production/);
  });
});

describe('gateway default CORS origins', () => {
  it('when CORS_ORIGINS is not set outside production, then the shell on 3000 and the remote dev servers 4200-4207 are allowed', async () => {
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
