import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freePort } from '@campusloop/testing';

/** A throw-away `redis-server` on a loopback port: nothing saved, nothing appended. */
export interface RedisTestServer {
  url: string;
  port: number;
  /** Stops the server (SIGTERM) and waits for it to exit. */
  stop(): Promise<void>;
  /** Starts it again on the same port (a Redis restart as an operator would do it). */
  start(): Promise<void>;
}

const BINARY = process.env['REDIS_SERVER_BIN'] ?? 'redis-server';

/** Whether `redis-server` can run here (Debian's `redis-server`; `.ci/run` installs it). */
export function redisServerAvailable(): boolean {
  const probe = spawnSync(BINARY, ['--version'], { encoding: 'utf8' });
  return probe.status === 0;
}

/**
 * In CI (`CI=true`) a missing `redis-server` is a failure, not a skip: `.ci/run` installs it, so a
 * green run always means the Redis test ran. Elsewhere the test is skipped with a note.
 */
export function describeWithRedis(name: string, body: () => void): void {
  if (redisServerAvailable()) {
    describe(name, body);
    return;
  }
  if (process.env['CI'] === 'true') {
    describe(name, () => {
      it('needs redis-server (Debian package redis-server; .ci/run installs it)', () => {
        throw new Error(`${BINARY} was not found: install Debian's redis-server (.ci/run does)`);
      });
    });
    return;
  }
  console.warn(`${name}: skipped, ${BINARY} is not installed (apt-get install redis-server)`);
  describe.skip(name, body);
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => done(data.toString().startsWith('+PONG')));
  });
}

/** Starts `redis-server --port <free> --save '' --appendonly no` bound to 127.0.0.1 and waits until it answers PING. */
export async function startRedisTestServer(): Promise<RedisTestServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const started = spawn(BINARY, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
      stdio: 'ignore',
    });
    child = started;
    const deadline = Date.now() + 10_000;
    while (!(await answersPing(port))) {
      if (started.exitCode !== null) throw new Error(`redis-server exited with ${started.exitCode}`);
      if (Date.now() > deadline) throw new Error('redis-server did not answer PING within 10 s');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    const exited = new Promise((resolve) => running.once('exit', resolve));
    running.kill('SIGTERM');
    await exited;
  };
  await start();
  return { url: `redis://127.0.0.1:${port}`, port, start, stop };
}
