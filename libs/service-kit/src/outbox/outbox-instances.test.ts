// Outbox dispatch with two instances of a service on one database (issue 32): two dispatchers drain
// one outbox, deliveries land on two instances of the consumer behind a round-robin address, and one
// dispatcher dies mid-way. Each instance has its own connection, as two processes would.
import express, { type NextFunction, type Request, type Response } from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import { connectDatabase } from '../data/connect-database';
import { trusted } from '../data/trusted';
import { createLogger } from '../logging/logger';
import { useTestDatabase } from '../testing/use-test-database';
import { createOutbox, type Outbox } from './create-outbox';
import { eventHandler, eventSubscriberRouter } from './event-subscriber-router';
import { createIdempotentConsumer } from './idempotent-consumer';
import { outboxEventModel } from './outbox-event';

const db = useTestDatabase();
const logger = createLogger({ name: 'outbox-instances-test', level: 'silent' });
const CONSUMER_ADDRESS = 'http://consumer.internal/internal/events';
const EFFECTS = 'outbox_instance_effects';

const connections: Connection[] = [];
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});
afterAll(async () => {
  await Promise.all(connections.map((connection) => connection.close()));
});

/** Another process's connection to the test database (the first instance uses the kit's). */
async function secondConnection(): Promise<Connection> {
  const connection = await connectDatabase({ uri: process.env['MONGODB_URI'] as string, dbName: db.dbName(), logger });
  connections.push(connection);
  return connection;
}

/**
 * One instance of the consuming service: the kit's subscriber route and idempotent consumer on its own
 * connection; the handler's effect is one inserted row per run (so a second run of one event would show).
 */
async function consumerInstance(connection: Connection, type: string): Promise<string> {
  const app = express();
  app.use(express.json());
  app.use(
    '/internal',
    eventSubscriberRouter({
      path: '/events',
      consumer: createIdempotentConsumer({ connection }),
      logger,
      handlers: {
        [type]: eventHandler(z.object({ n: z.number() }), async ({ n }, eventId) => {
          await new Promise((resolve) => setTimeout(resolve, 5));
          await connection.collection(EFFECTS).insertOne({ eventId, n });
        }),
      },
    }),
  );
  app.use((error: { status?: number }, _req: Request, res: Response, _next: NextFunction) => {
    res.status(error.status ?? 500).end();
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/internal/events`;
}

/** The consumer's service address as a load balancer serves it: each request goes to the next instance. */
function balancer(instances: string[]): typeof fetch {
  let next = 0;
  return (url, init) => {
    const target = String(url) === CONSUMER_ADDRESS ? (instances[next++ % instances.length] as string) : String(url);
    return fetch(target, init);
  };
}

interface Dispatcher {
  outbox: Outbox;
  /** Deliveries this dispatcher sent. */
  sent: string[];
}

/** One instance's outbox; a few events per round, so a stop mid-way leaves some for the other instance. */
function dispatcherOn(connection: Connection, type: string, send: typeof fetch, requestTimeoutMs = 2_000): Dispatcher {
  const sent: string[] = [];
  const outbox = createOutbox({
    connection,
    logger,
    subscribers: { [type]: [CONSUMER_ADDRESS] },
    backoff: { baseMs: 5, maxMs: 50 },
    requestTimeoutMs,
    batchSize: 3,
    fetch: (url, init) => {
      sent.push(String((init?.headers as Record<string, string>)['x-event-id']));
      return send(url, init);
    },
  });
  return { outbox, sent };
}

/** Records `count` events, alternately through the two instances' outboxes (each with its change). */
async function recordEvents(outboxes: Outbox[], type: string, count: number): Promise<void> {
  for (let n = 0; n < count; n += 1) {
    await (outboxes[n % outboxes.length] as Outbox).record(async () => n, [{ type, payload: { n } }]);
  }
}

async function waitUntilAllDelivered(type: string, timeoutMs: number): Promise<void> {
  const Events = outboxEventModel(db.connection());
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if ((await Events.countDocuments({ type, status: trusted({ $ne: 'delivered' as const }) })) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const left = await Events.find({ type, status: trusted({ $ne: 'delivered' as const }) }).lean();
  throw new Error(`${left.length} events not delivered within ${timeoutMs} ms: ${JSON.stringify(left.slice(0, 3))}`);
}

/** How many times each event's effect happened at the consumer, by payload `n`. */
async function effectsByEvent(type: string): Promise<Map<number, number>> {
  const Events = outboxEventModel(db.connection());
  const ids = new Map((await Events.find({ type }).lean()).map((event) => [event._id, (event.payload as { n: number }).n]));
  const counts = new Map<number, number>();
  for (const effect of await db.connection().collection(EFFECTS).find({ eventId: { $in: [...ids.keys()] } }).toArray()) {
    const n = ids.get(effect['eventId'] as string) as number;
    counts.set(n, (counts.get(n) ?? 0) + 1);
  }
  return counts;
}

const once = (count: number) => new Map(Array.from({ length: count }, (_, n) => [n, 1]));

describe('the outbox with two instances of the service on one database', () => {
  it('when two dispatchers drain one outbox into two consumer instances, then every event is delivered and takes effect once', async () => {
    const type = `two.dispatchers.${Date.now()}`;
    const [first, second] = [db.connection(), await secondConnection()];
    const send = balancer([await consumerInstance(first, type), await consumerInstance(second, type)]);
    const a = dispatcherOn(first, type, send);
    const b = dispatcherOn(second, type, send);
    const count = 40;
    await recordEvents([a.outbox, b.outbox], type, count);

    a.outbox.startDispatcher({ intervalMs: 20 });
    b.outbox.startDispatcher({ intervalMs: 20 });
    closers.push(() => a.outbox.stopDispatcher(), () => b.outbox.stopDispatcher());
    await waitUntilAllDelivered(type, 30_000);
    await Promise.all([a.outbox.stopDispatcher(), b.outbox.stopDispatcher()]);

    expect(await effectsByEvent(type)).toEqual(once(count));
    // Both instances did part of the work (a claim on FerretDB may be taken twice: a redelivery, not an effect).
    expect(a.sent.length).toBeGreaterThan(0);
    expect(b.sent.length).toBeGreaterThan(0);
    expect(new Set([...a.sent, ...b.sent]).size).toBe(count);
    await waitUntilAllDelivered(type, 5_000);
  }, 60_000);

  it('when one dispatcher dies after a consumer took its event but before recording the delivery, then the other delivers everything, that event again but with one effect', async () => {
    const type = `dispatcher.dies.${Date.now()}`;
    const [first, second] = [db.connection(), await secondConnection()];
    const send = balancer([await consumerInstance(first, type), await consumerInstance(second, type)]);
    // The doomed instance: its third delivery reaches the consumer, then the process is gone (no answer
    // is ever read, nothing more is written or claimed by it). Its claim lasts 2 × 500 ms + 5 s.
    let revive: () => void = () => undefined;
    const frozen = new Promise<void>((resolve) => (revive = resolve));
    let diedOn: string | undefined;
    const doomedSend: typeof fetch = async (url, init) => {
      const answer = await send(url, init);
      if (diedOn === undefined && a.sent.length === 3) {
        diedOn = a.sent[2];
        await frozen;
      }
      return answer;
    };
    const a = dispatcherOn(first, type, doomedSend, 500);
    const b = dispatcherOn(second, type, send, 500);
    const count = 20;
    await recordEvents([a.outbox, b.outbox], type, count);

    closers.push(async () => {
      revive();
      await Promise.all([a.outbox.stopDispatcher(), b.outbox.stopDispatcher()]);
    });
    // The doomed instance alone first, so the event it dies on is claimed by it only.
    a.outbox.startDispatcher({ intervalMs: 20 });
    while (diedOn === undefined) await new Promise((resolve) => setTimeout(resolve, 5));
    b.outbox.startDispatcher({ intervalMs: 20 });
    await waitUntilAllDelivered(type, 40_000);

    // The survivor sent the dead instance's last event again once its claim ran out: one effect still.
    expect(b.sent).toContain(diedOn);
    expect(await effectsByEvent(type)).toEqual(once(count));
  }, 60_000);

  it('when one dispatcher is stopped mid-way (a rolling restart), then the other delivers the rest, each once', async () => {
    const type = `dispatcher.stops.${Date.now()}`;
    const [first, second] = [db.connection(), await secondConnection()];
    const send = balancer([await consumerInstance(first, type), await consumerInstance(second, type)]);
    const a = dispatcherOn(first, type, send);
    const count = 30;
    await recordEvents([a.outbox], type, count);

    a.outbox.startDispatcher({ intervalMs: 20 });
    while (a.sent.length < 5) await new Promise((resolve) => setTimeout(resolve, 5));
    await a.outbox.stopDispatcher();
    const sentBeforeStop = a.sent.length;
    const b = dispatcherOn(second, type, send);
    b.outbox.startDispatcher({ intervalMs: 20 });
    closers.push(() => b.outbox.stopDispatcher());
    await waitUntilAllDelivered(type, 30_000);

    expect(sentBeforeStop).toBeLessThan(count);
    expect(b.sent.length).toBeGreaterThan(0);
    expect(await effectsByEvent(type)).toEqual(once(count));
  }, 60_000);
});
