import http from 'node:http';
import { startFakeUpstream, type FakeUpstream } from './testing/fake-upstream';
import { startTestGateway, type TestGateway } from './testing/start-test-gateway';

function get(
  url: string,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string; error?: Error }> {
  return new Promise((resolve) => {
    http
      .get(url, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
        res.on('error', (error) =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, error }),
        );
      })
      .on('error', (error) => resolve({ status: 0, headers: {}, body: '', error }));
  });
}

describe('gateway streaming answers', () => {
  let upstream: FakeUpstream;
  let gateway: TestGateway;
  let upstreamSawClose: Promise<void>;
  let resolveUpstreamSawClose: () => void;

  beforeAll(async () => {
    upstream = await startFakeUpstream('feed', (req, res) => {
      if (req.url?.startsWith('/api/v1/feed/cookies')) {
        res.writeHead(201, 'Created Here', {
          'set-cookie': ['a=1; Path=/', 'b=2; Path=/'],
          'x-custom': 'kept',
          'keep-alive': 'timeout=99',
          'content-type': 'text/plain',
        });
        res.end('made');
      } else if (req.url?.startsWith('/api/v1/feed/slow-stream')) {
        res.writeHead(200, { 'content-type': 'text/plain' });
        res.write('first part;');
        res.on('close', () => resolveUpstreamSawClose());
      } else if (req.url?.startsWith('/api/v1/feed/stalls')) {
        res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '100' });
        res.write('a start, then silence');
      } else if (req.url?.startsWith('/api/v1/feed/breaks')) {
        res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '100' });
        res.write('only part of it');
        setTimeout(() => res.socket?.destroy(), 20);
      } else {
        res.writeHead(204).end();
      }
    });
    gateway = await startTestGateway({ FEED_URL: upstream.url, FEED_TIMEOUT_MS: '300' });
  });

  beforeEach(() => {
    upstreamSawClose = new Promise((resolve) => (resolveUpstreamSawClose = resolve));
  });

  afterAll(async () => {
    await gateway.close();
    await upstream.stop();
  });

  it('when the service answers with a status, cookies and headers, then the client gets them unchanged without hop-by-hop headers', async () => {
    const response = await get(`${gateway.url}/api/v1/feed/cookies`);

    expect(response.status).toBe(201);
    expect(response.body).toBe('made');
    expect(response.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(response.headers['x-custom']).toBe('kept');
    expect(response.headers['keep-alive']).not.toBe('timeout=99');
  });

  it('when the service answers 204, then the client gets 204 with no body', async () => {
    const response = await get(`${gateway.url}/api/v1/feed/empty`);

    expect(response.status).toBe(204);
    expect(response.body).toBe('');
  });

  it('when the client goes away mid-response, then the gateway stops the request to the service', async () => {
    await new Promise<void>((resolve) => {
      const req = http.get(`${gateway.url}/api/v1/feed/slow-stream`, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', () => undefined);
    });

    await expect(upstreamSawClose).resolves.toBeUndefined();
  });

  it('when the service breaks mid-response, then the client connection is cut instead of a truncated success', async () => {
    const response = await get(`${gateway.url}/api/v1/feed/breaks`);

    expect(response.error).toBeDefined();
    expect(response.body.length).toBeLessThan(100);
  });

  it('when the service goes silent mid-response for longer than its timeout, then the client connection is cut instead of hanging', async () => {
    const response = await get(`${gateway.url}/api/v1/feed/stalls`);

    expect(response.status).toBe(200);
    expect(response.error).toBeDefined();
    expect(response.body).toBe('a start, then silence');
  });
});
