import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createLogGuard, unhandledErrorIn } from './log-guard.cjs';

const ROOT = path.resolve(__dirname, '../..');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function until<T>(probe: () => T | undefined | Promise<T | undefined>, what: string): Promise<T> {
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (!running) throw new Error(`the service exited while waiting for ${what}`);
  }
}
let running = false;

describe('the e2e log guard', () => {
  it('fails on a 500 a real service-kit service logged, naming the service, request id and route; a 403 passes', async () => {
    const guard = createLogGuard();
    const port = await freePort();
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', path.join(__dirname, 'testing/failing-service.ts')],
      {
        cwd: ROOT,
        env: { ...process.env, PORT: String(port), NODE_ENV: 'development', LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    running = true;
    child.once('exit', () => (running = false));
    const lines: string[] = [];
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        lines.push(line);
        guard.onLine('failing-service', line);
      });
    }
    try {
      await until(
        () => (lines.some((line) => line.includes('"listening"')) ? true : undefined),
        'the service to listen',
      );
      const base = `http://127.0.0.1:${port}/api/v1`;

      const refused = await fetch(`${base}/refused`, { headers: { 'x-request-id': 'guard-selftest-403' } });
      expect(refused.status).toBe(403);
      await until(
        () => (lines.some((line) => line.includes('guard-selftest-403')) ? true : undefined),
        'the 403 to be logged',
      );
      expect(guard.failureMessage()).toBeNull();

      const failed = await fetch(`${base}/boom`, { headers: { 'x-request-id': 'guard-selftest-500' } });
      expect(failed.status).toBe(500);
      const message = await until(() => guard.failureMessage() ?? undefined, 'the guard to see the 500');
      expect(message).toContain(
        'failing-service: request failed (GET /api/v1/boom, request id guard-selftest-500)',
      );
      expect(message).toContain('deliberately injected failure');
      expect(guard.problems()).toHaveLength(1);
    } finally {
      child.kill('SIGTERM');
    }
  });

  it('reads pino lines: level 50 and up, or request failed with a 5xx; ignores text and 4xx', () => {
    const line = (entry: object) => JSON.stringify({ level: 30, time: 1, service: 'feed', ...entry });
    expect(unhandledErrorIn('feed', line({ level: 50, msg: 'outbox event gave up (dead)' }))).toMatchObject({
      service: 'feed',
      route: null,
    });
    expect(unhandledErrorIn('feed', line({ level: 60, msg: 'fatal' }))).not.toBeNull();
    expect(
      unhandledErrorIn(
        'gw',
        line({ msg: 'request failed', status: 502, requestId: 'r1', method: 'POST', path: '/x' }),
      ),
    ).toMatchObject({
      requestId: 'r1',
      route: 'POST /x',
    });
    expect(unhandledErrorIn('feed', line({ level: 30, msg: 'request rejected', status: 403 }))).toBeNull();
    expect(unhandledErrorIn('feed', line({ level: 40, msg: 'request failed', status: 404 }))).toBeNull();
    expect(unhandledErrorIn('feed', 'Server listening on 3103 — Error in plain text')).toBeNull();
    expect(unhandledErrorIn('feed', '{not json')).toBeNull();
  });
});
