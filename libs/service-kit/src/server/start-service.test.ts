import express from 'express';
import { createLogger } from '../logging/logger';
import { KEEP_ALIVE_TIMEOUT_MS, startService } from './start-service';

const logger = createLogger({ name: 'start-service-test', level: 'silent' });

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
});
