import http from 'node:http';
import type { Duplex } from 'node:stream';
import express from 'express';
import { createLogger } from '../logging/logger';
import { KEEP_ALIVE_TIMEOUT_MS, startService } from './start-service';

const logger = createLogger({ name: 'start-service-test', level: 'silent' });

/** Accepts a WebSocket handshake at the HTTP level and keeps the socket open (like a WebSocket server or proxy). */
const acceptUpgrade = (_req: http.IncomingMessage, socket: Duplex) => {
  socket.write('HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n');
};

/** Opens a raw upgraded connection; `closed` settles when the server ends it. */
function openUpgraded(port: number): Promise<{ status: number; closed: Promise<void> }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path: '/ws', headers: { connection: 'Upgrade', upgrade: 'websocket' } });
    request.once('upgrade', (response, socket) => {
      socket.on('error', () => undefined);
      resolve({ status: response.statusCode ?? 0, closed: new Promise((closed) => socket.once('close', () => closed())) });
    });
    request.once('response', (response) => reject(new Error(`answered ${response.statusCode} instead of upgrading`)));
    request.once('error', reject);
    request.end();
  });
}

describe('startService', () => {
  it('listens on the given port (0 = any), keeps sockets longer than the gateway, and serves', async () => {
    const app = express().get('/ping', (_req, res) => {
      res.json({ pong: true });
    });
    const service = await startService({ app, host: '127.0.0.1', port: 0, logger, handleSignals: false });

    const response = await fetch(`http://127.0.0.1:${service.port}/ping`);

    expect(await response.json()).toEqual({ pong: true });
    expect(service.server.keepAliveTimeout).toBe(KEEP_ALIVE_TIMEOUT_MS);
    await service.close();
  });

  it('on close lets an in-flight request finish, refuses new ones, then runs onClose in order', async () => {
    const order: string[] = [];
    let requestStarted: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (requestStarted = resolve));
    const app = express().get('/slow', (_req, res) => {
      requestStarted();
      setTimeout(() => {
        order.push('response');
        res.json({ done: true });
      }, 150);
    });
    const service = await startService({
      app,
      host: '127.0.0.1',
      port: 0,
      logger,
      handleSignals: false,
      onClose: [async () => void order.push('outbox'), async () => void order.push('database')],
    });
    const inFlight = fetch(`http://127.0.0.1:${service.port}/slow`).then((response) => response.json());
    await started;

    const closing = service.close();
    const refused = await fetch(`http://127.0.0.1:${service.port}/slow`).then(
      () => 'answered',
      () => 'refused',
    );
    await closing;

    expect(await inFlight).toEqual({ done: true });
    expect(refused).toBe('refused');
    expect(order).toEqual(['response', 'outbox', 'database']);
  });

  it('with a readiness grace, closing first answers /readyz 503 while other requests are still served, then stops', async () => {
    const app = express()
      .get('/readyz', (_req, res) => {
        res.json({ status: 'ok' });
      })
      .get('/ping', (_req, res) => {
        res.json({ pong: true });
      });
    const service = await startService({ app, host: '127.0.0.1', port: 0, logger, handleSignals: false, readinessGraceMs: 400 });
    const base = `http://127.0.0.1:${service.port}`;
    expect((await fetch(`${base}/readyz`)).status).toBe(200);

    const closing = service.close();
    const readiness = await fetch(`${base}/readyz`);
    const ping = await fetch(`${base}/ping`);

    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    expect(await ping.json()).toEqual({ pong: true });
    await closing;
    await expect(fetch(`${base}/ping`)).rejects.toThrow();
  });

  it('cuts off requests that outlive the drain timeout', async () => {
    const app = express().get('/hang', () => undefined);
    const service = await startService({ app, host: '127.0.0.1', port: 0, logger, handleSignals: false, drainTimeoutMs: 100 });
    const hanging = fetch(`http://127.0.0.1:${service.port}/hang`).then(
      () => 'answered',
      () => 'cut off',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));

    const startedAt = Date.now();
    await service.close();

    expect(await hanging).toBe('cut off');
    expect(Date.now() - startedAt).toBeLessThan(2_000);
  });

  it('closes WebSockets handed to onUpgrade as soon as shutdown starts (they have no request to finish)', async () => {
    const app = express();
    const service = await startService({ app, host: '127.0.0.1', port: 0, logger, handleSignals: false, drainTimeoutMs: 5_000, onUpgrade: acceptUpgrade });
    const webSocket = await openUpgraded(service.port);

    const startedAt = Date.now();
    await service.close();

    expect(webSocket.status).toBe(101);
    await webSocket.closed;
    expect(Date.now() - startedAt).toBeLessThan(1_000);
  });

  it('cuts off a socket the app upgraded on its own at the drain timeout, so shutdown still ends', async () => {
    const app = express();
    const service = await startService({ app, host: '127.0.0.1', port: 0, logger, handleSignals: false, drainTimeoutMs: 100 });
    service.server.on('upgrade', acceptUpgrade);
    const webSocket = await openUpgraded(service.port);

    const startedAt = Date.now();
    await service.close();

    await webSocket.closed;
    expect(Date.now() - startedAt).toBeLessThan(2_000);
  });

  it('without an upgrade handler an upgrade request is answered as a plain request', async () => {
    const app = express().get('/ws', (_req, res) => {
      res.status(426).json({ upgrade: 'not here' });
    });
    const service = await startService({ app, host: '127.0.0.1', port: 0, logger, handleSignals: false });

    await expect(openUpgraded(service.port)).rejects.toThrow('answered 426 instead of upgrading');
    await service.close();
  });
});
