import http from 'node:http';
import type { AddressInfo } from 'node:net';
// `ws` is in node_modules through webpack-dev-server and jsdom; only this test uses it.
import WebSocket, { WebSocketServer } from 'ws';
import { startTestGateway, type TestGateway } from './testing/start-test-gateway';

interface Handshake {
  url: string;
  requestId: string | undefined;
  forwardedFor: string | undefined;
}

/** A notifications stand-in: a WebSocket at /api/v1/notifications/live that reports its handshake, then echoes. */
async function startWebSocketUpstream(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((_req, res) => res.writeHead(404).end());
  const wss = new WebSocketServer({ server, path: '/api/v1/notifications/live' });
  wss.on('connection', (socket, req) => {
    const handshake: Handshake = {
      url: req.url ?? '',
      requestId: req.headers['x-request-id'] as string | undefined,
      forwardedFor: req.headers['x-forwarded-for'] as string | undefined,
    };
    socket.send(JSON.stringify(handshake));
    socket.on('message', (data) => socket.send(`echo:${String(data)}`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      for (const client of wss.clients) client.terminate();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function nextMessage(socket: WebSocket): Promise<string> {
  return new Promise((resolve, reject) => {
    socket.once('message', (data) => resolve(String(data)));
    socket.once('error', reject);
  });
}

/** Resolves with the HTTP status a refused upgrade was answered with. */
function refusedStatus(socket: WebSocket): Promise<{ status: number; body: string; ratelimit: string | undefined }> {
  return new Promise((resolve, reject) => {
    socket.once('open', () => reject(new Error('upgrade unexpectedly accepted')));
    socket.once('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body, ratelimit: res.headers['ratelimit'] as string | undefined }),
      );
    });
    socket.once('error', () => undefined);
  });
}

describe('gateway WebSocket pass-through', () => {
  let notifications: { url: string; close(): Promise<void> };
  let gateway: TestGateway;
  let wsUrl: string;

  beforeAll(async () => {
    notifications = await startWebSocketUpstream();
    gateway = await startTestGateway({ NOTIFICATIONS_URL: notifications.url });
    wsUrl = gateway.url.replace('http://', 'ws://');
  });

  afterAll(async () => {
    await gateway.close();
    await notifications.close();
  });

  it('when a client opens /api/v1/notifications/live, then it is connected to the notifications service both ways', async () => {
    const socket = new WebSocket(`${wsUrl}/api/v1/notifications/live?ticket=abc`, {
      headers: { 'x-request-id': 'ws-trace-1', origin: 'http://localhost:3000' },
    });
    const handshake = JSON.parse(await nextMessage(socket)) as Handshake;

    expect(handshake).toEqual({
      url: '/api/v1/notifications/live?ticket=abc',
      requestId: 'ws-trace-1',
      forwardedFor: '127.0.0.1',
    });
    socket.send('hello');
    expect(await nextMessage(socket)).toBe('echo:hello');
    socket.close();
  });

  it('when a client upgrades on a path nobody owns, then 404 in the error shape and no upgrade', async () => {
    const refused = await refusedStatus(new WebSocket(`${wsUrl}/api/v1/nothing/ws`));

    expect(refused.status).toBe(404);
    expect(JSON.parse(refused.body)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('when a client upgrades on an internal path, then 404', async () => {
    expect((await refusedStatus(new WebSocket(`${wsUrl}/internal/events`))).status).toBe(404);
  });

  it('when a page from another origin opens the socket, then 403', async () => {
    const refused = await refusedStatus(
      new WebSocket(`${wsUrl}/api/v1/notifications/live`, { headers: { origin: 'https://evil.example' } }),
    );

    expect(refused.status).toBe(403);
  });

  it('when a client upgrades on a plain route of a running service, then 404 and the service never sees it', async () => {
    const refused = await refusedStatus(new WebSocket(`${wsUrl}/api/v1/notifications/unread-count`));

    expect(refused.status).toBe(404);
    expect(JSON.parse(refused.body)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect(refused.ratelimit).toMatch(/^limit=\d+, remaining=\d+, reset=\d+$/);
  });

  it('when the owning service is down, then 503 in the error shape', async () => {
    const down = await startTestGateway();
    try {
      const refused = await refusedStatus(new WebSocket(`${down.url.replace('http://', 'ws://')}/api/v1/notifications/live`));

      expect(refused.status).toBe(503);
      expect(JSON.parse(refused.body)).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });
    } finally {
      await down.close();
    }
  });
});
