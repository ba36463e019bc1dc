import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { z } from 'zod';
import { createServiceApp } from '../app/create-service-app';
import { healthRouter } from '../health/health-router';
import { createLogger } from '../logging/logger';
import { createOutbox } from '../outbox/create-outbox';
import { eventHandler, eventSubscriberRouter } from '../outbox/event-subscriber-router';
import { createIdempotentConsumer } from '../outbox/idempotent-consumer';
import { createServiceAuth } from '../service-auth/service-auth';
import { useTestDatabase } from '../testing/use-test-database';
import { createBalancedFetch, IDEMPOTENCY_KEY_HEADER, serviceInstanceLists, type BalancedFetch } from './balanced-fetch';

// Two instances of one consumer service (real HTTP servers, service tokens, /readyz, the idempotent
// event consumer on one database) and a caller whose ServiceAuth.fetch balances over them, as
// loadServiceAuth wires it from `CONSUMER_URL=http://a,http://b`.
const db = useTestDatabase();
const logger = createLogger({ name: 'balanced-fetch-test', level: 'silent' });
const SECRET = 'a-test-service-secret-of-at-least-32-chars';
const consumerAuth = createServiceAuth({ service: 'consumer', secret: SECRET });

interface Instance {
  name: string;
  url: string;
  /** Requests that reached this instance's routes, by path. */
  seen: Record<string, number>;
  handled: string[];
  stop(): Promise<void>;
  start(): Promise<void>;
}

async function startInstance(name: string): Promise<Instance> {
  const seen: Record<string, number> = {};
  const handled: string[] = [];
  const internal = express.Router();
  internal.use((req, _res, next) => {
    seen[req.path] = (seen[req.path] ?? 0) + 1;
    next();
  });
  internal.get('/whoami', (_req, res) => res.json({ instance: name }));
  internal.post('/notes', (_req, res) => res.status(201).json({ instance: name }));
  // Instance "a" breaks the connection before answering (a crash mid-request).
  internal.post('/flaky', (req, res) => (name === 'a' ? req.socket.destroy() : res.json({ instance: name })));
  internal.use(
    eventSubscriberRouter({
      path: '/events',
      consumer: createIdempotentConsumer({ connection: db.connection() }),
      logger,
      handlers: {
        'thing.happened': eventHandler(z.strictObject({ thing: z.string() }), async ({ thing }) => {
          handled.push(thing);
        }),
      },
    }),
  );
  const app = createServiceApp({
    name,
    logger,
    health: healthRouter({ name, connection: () => db.connection() }),
    internal,
    internalAuth: consumerAuth,
  });
  let server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    name,
    url: `http://127.0.0.1:${port}`,
    seen,
    handled,
    async stop() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
    async start() {
      server = http.createServer(app);
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
  };
}

let a: Instance;
let b: Instance;
let balanced: BalancedFetch;
let call: typeof fetch;

beforeAll(async () => {
  a = await startInstance('a');
  b = await startInstance('b');
  const env = { CONSUMER_URL: `${a.url},${b.url}`, SMTP_URL: 'smtp://127.0.0.1:1025', OTHER: `${a.url},${b.url}` };
  balanced = createBalancedFetch({ services: serviceInstanceLists(env), healthIntervalMs: 100, probeTimeoutMs: 500 });
  call = createServiceAuth({ service: 'caller', secret: SECRET, fetch: balanced.fetch }).fetch;
});

afterAll(async () => {
  await balanced.destroy();
  await a.stop().catch(() => undefined);
  await b.stop();
});

const whoami = async () => {
  const response = await call(`${a.url}/internal/whoami`);
  return ((await response.json()) as { instance: string }).instance;
};

describe('calls between services over several instances (createBalancedFetch)', () => {
  it('reads only the *_URL variables that list several http(s) instances', () => {
    expect(serviceInstanceLists({ A_URL: 'http://x:1,http://y:1', B_URL: 'http://x:2', SMTP_URL: 'smtp://a,smtp://b', C: 'http://x,http://y' })).toEqual([
      ['http://x:1', 'http://y:1'],
    ]);
  });

  it('spreads calls built from the first address over both instances', async () => {
    const answered = new Set<string>();
    for (let i = 0; i < 20; i += 1) answered.add(await whoami());
    expect([...answered].sort()).toEqual(['a', 'b']);
  });

  it('with the first instance stopped, internal calls (reads and writes) and event deliveries still succeed at once, each event handled once', async () => {
    await a.stop();
    try {
      // Right after the stop, before any health check noticed: a refused connection reached nobody,
      // so even a write is sent to the other instance.
      for (let i = 0; i < 6; i += 1) expect(await whoami()).toBe('b');
      const notesBefore = b.seen['/notes'] ?? 0;
      for (let i = 0; i < 4; i += 1) {
        const response = await call(`${a.url}/internal/notes`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
        expect(response.status).toBe(201);
      }
      expect((b.seen['/notes'] ?? 0) - notesBefore).toBe(4);

      // The publisher's outbox names the first instance's address as the subscriber, as npm start wires it.
      const outbox = createOutbox({
        connection: db.connection(),
        logger,
        subscribers: { 'thing.happened': [`${a.url}/internal/events`] },
        fetch: call,
        backoff: { baseMs: 1, maxMs: 1 },
      });
      for (const thing of ['one', 'two', 'three']) await outbox.publish('thing.happened', { thing });
      expect(await outbox.dispatchOnce()).toMatchObject({ delivered: 3, retrying: 0, dead: 0 });
      expect(b.handled.sort()).toEqual(['one', 'three', 'two']);
    } finally {
      await a.start();
    }
    // Back: the health checks put it into rotation again.
    const answered = new Set<string>();
    for (let i = 0; i < 100 && answered.size < 2; i += 1) {
      answered.add(await whoami());
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect([...answered].sort()).toEqual(['a', 'b']);
  });

  it('a request cut off before its answer is sent again only when repeating it is safe (an Idempotency-Key)', async () => {
    const arrived = () => (a.seen['/flaky'] ?? 0) + (b.seen['/flaky'] ?? 0);
    // A write without a key: whatever instance "a" cut is not re-sent (it may have run there).
    let failures = 0;
    const before = arrived();
    for (let i = 0; i < 6; i += 1) {
      await call(`${a.url}/internal/flaky`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }).catch(() => {
        failures += 1;
      });
    }
    expect(arrived() - before).toBe(6); // each write reached one instance once, never twice
    // With a key (what the outbox sends with every delivery): every one succeeds, from "b".
    const keyedBefore = b.seen['/flaky'] ?? 0;
    for (let i = 0; i < 6; i += 1) {
      const response = await call(`${a.url}/internal/flaky`, {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json', [IDEMPOTENCY_KEY_HEADER]: `key-${i}` },
      });
      expect(response.status).toBe(200);
    }
    expect((b.seen['/flaky'] ?? 0) - keyedBefore).toBe(6);
    expect(failures).toBeLessThanOrEqual(6);
  });
});
