import express from 'express';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '../logging/logger';
import { useTestDatabase } from '../testing/use-test-database';
import { createOutbox, type OutboxOptions } from './create-outbox';
import { createIdempotentConsumer } from './idempotent-consumer';
import { outboxEventModel, type EventEnvelope } from './outbox-event';

const db = useTestDatabase();
const logger = createLogger({ name: 'outbox-test', level: 'silent' });

interface Received {
  headers: http.IncomingHttpHeaders;
  body: EventEnvelope;
}

/** A fake subscriber service on 127.0.0.1:0 that answers with the scripted statuses, then 204. */
async function fakeSubscriber(statuses: number[] = []) {
  const received: Received[] = [];
  const app = express();
  app.use(express.json());
  app.post('/internal/events', (req, res) => {
    received.push({ headers: req.headers, body: req.body as EventEnvelope });
    res.status(statuses.shift() ?? 204).end();
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/internal/events`;
  const close = async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  };
  return { url, received, close };
}

const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  while (closers.length) await closers.pop()?.();
});

function outboxFor(subscribers: OutboxOptions['subscribers'], extra: Partial<OutboxOptions> = {}) {
  return createOutbox({ connection: db.connection(), logger, subscribers, backoff: { baseMs: 1, maxMs: 1 }, ...extra });
}
const stored = (id: string) => outboxEventModel(db.connection()).findById(id).lean();
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('outbox', () => {
  it('delivers a published event to every subscriber of its type, once', async () => {
    const notifications = await fakeSubscriber();
    const referrals = await fakeSubscriber();
    closers.push(notifications.close, referrals.close);
    const type = `post.created.${Date.now()}`;
    const outbox = outboxFor({ [type]: [notifications.url, referrals.url] });

    const event = await outbox.publish(type, { postId: 'post_000001' });
    await outbox.dispatchOnce();
    await outbox.dispatchOnce();

    for (const subscriber of [notifications, referrals]) {
      expect(subscriber.received).toHaveLength(1);
      expect(subscriber.received[0]?.headers['x-event-id']).toBe(event.id);
      expect(subscriber.received[0]?.body).toEqual({ id: event.id, type, payload: { postId: 'post_000001' }, occurredAt: event.createdAt.toISOString() });
    }
    expect(await stored(event.id)).toMatchObject({ status: 'delivered', attempts: 0 });
  });

  it('when a subscriber answers 500, then it retries only that subscriber after a backoff', async () => {
    const flaky = await fakeSubscriber([500]);
    const healthy = await fakeSubscriber();
    closers.push(flaky.close, healthy.close);
    const type = `comment.created.${Date.now()}`;
    const outbox = outboxFor({ [type]: [flaky.url, healthy.url] });
    const event = await outbox.publish(type, { commentId: 'cmt_0000001' });

    const first = await outbox.dispatchOnce();
    const afterFirst = await stored(event.id);
    await tick();
    const second = await outbox.dispatchOnce();

    expect(first).toEqual({ delivered: 0, retrying: 1, dead: 0 });
    expect(afterFirst).toMatchObject({ status: 'pending', attempts: 1, deliveredTo: [healthy.url], lastError: `${flaky.url}: HTTP 500` });
    expect(second).toEqual({ delivered: 1, retrying: 0, dead: 0 });
    expect(flaky.received.map((call) => call.body.id)).toEqual([event.id, event.id]);
    expect(healthy.received).toHaveLength(1);
    expect(await stored(event.id)).toMatchObject({ status: 'delivered', deliveredTo: [healthy.url, flaky.url] });
  });

  it('gives up into the dead state after maxAttempts', async () => {
    const broken = await fakeSubscriber([500, 500]);
    closers.push(broken.close);
    const type = `like.created.${Date.now()}`;
    const outbox = outboxFor({ [type]: [broken.url] }, { maxAttempts: 2 });
    const event = await outbox.publish(type, {});

    await outbox.dispatchOnce();
    await tick();
    const last = await outbox.dispatchOnce();
    await tick();
    await outbox.dispatchOnce();

    expect(last.dead).toBe(1);
    expect(broken.received).toHaveLength(2);
    expect(await stored(event.id)).toMatchObject({ status: 'dead', attempts: 2 });
  });

  it('record(): a failed change leaves no event; a successful one releases its events', async () => {
    const subscriber = await fakeSubscriber();
    closers.push(subscriber.close);
    const type = `event.rsvp.${Date.now()}`;
    const outbox = outboxFor({ [type]: [subscriber.url] });

    await expect(outbox.record(async () => Promise.reject(new Error('write failed')), [{ type, payload: { n: 1 } }])).rejects.toThrow('write failed');
    const result = await outbox.record(async () => 'changed', [{ type, payload: { n: 2 } }]);
    await outbox.dispatchOnce();

    expect(result).toBe('changed');
    expect(subscriber.received.map((call) => call.body.payload)).toEqual([{ n: 2 }]);
    expect(await outboxEventModel(db.connection()).countDocuments({ type })).toBe(1);
  });

  it('record(): events held by a process that died before releasing them are sent after the hold expires', async () => {
    const subscriber = await fakeSubscriber();
    closers.push(subscriber.close);
    const type = `listing.sold.${Date.now()}`;
    const outbox = outboxFor({ [type]: [subscriber.url] }, { holdMs: 1 });
    const Events = outboxEventModel(db.connection());
    // Simulate the crash: the change ran, the release never happened.
    await outbox.record(async () => {
      await tick();
    }, [{ type, payload: {} }]);
    await Events.updateMany({ type }, { $set: { status: 'held', nextAttemptAt: new Date(Date.now() - 1) } });

    await outbox.dispatchOnce();

    expect(subscriber.received).toHaveLength(1);
  });

  it('the running dispatcher delivers soon after publish', async () => {
    const subscriber = await fakeSubscriber();
    closers.push(subscriber.close);
    const type = `user.updated.${Date.now()}`;
    const outbox = outboxFor({ [type]: [subscriber.url] });
    outbox.startDispatcher({ intervalMs: 50 });
    closers.push(() => outbox.stopDispatcher());

    await outbox.publish(type, { userId: 'user_000001' });
    for (let waited = 0; subscriber.received.length === 0 && waited < 2_000; waited += 10) await tick();

    expect(subscriber.received).toHaveLength(1);
  });
});

describe('idempotent consumer', () => {
  it('runs the handler once per event id however often it is delivered', async () => {
    const consumer = createIdempotentConsumer({ connection: db.connection() });
    let runs = 0;
    const handler = async () => {
      runs += 1;
    };

    const results = [await consumer.handle('evt_dedupe01', handler), await consumer.handle('evt_dedupe01', handler)];

    expect(results).toEqual(['processed', 'duplicate']);
    expect(runs).toBe(1);
  });

  it('when the handler fails, then a redelivery runs it again', async () => {
    const consumer = createIdempotentConsumer({ connection: db.connection() });

    await expect(consumer.handle('evt_retry0001', async () => Promise.reject(new Error('downstream down')))).rejects.toThrow('downstream down');
    const retried = await consumer.handle('evt_retry0001', async () => undefined);

    expect(retried).toBe('processed');
  });

  it('when the same event arrives while it is still being processed, then 409 so the sender retries', async () => {
    const consumer = createIdempotentConsumer({ connection: db.connection() });
    let release: () => void = () => undefined;
    const slow = consumer.handle('evt_concur001', () => new Promise<void>((resolve) => (release = resolve)));
    await tick();

    const concurrent = consumer.handle('evt_concur001', async () => undefined);

    await expect(concurrent).rejects.toMatchObject({ status: 409 });
    release();
    await expect(slow).resolves.toBe('processed');
  });

  it('delivered through the outbox, a retried event is processed once by the consumer', async () => {
    const consumer = createIdempotentConsumer({ connection: db.connection() });
    let processed = 0;
    const statuses = [200, 500];
    // The consumer processes and then answers 500 the first time (e.g. a timeout on the way back).
    const app = express();
    app.use(express.json());
    app.post('/internal/events', async (req, res) => {
      await consumer.handle((req.body as EventEnvelope).id, async () => {
        processed += 1;
      });
      res.status(statuses.pop() ?? 204).end();
    });
    const server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    closers.push(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    });
    const type = `referral.joined.${Date.now()}`;
    const outbox = outboxFor({ [type]: [`http://127.0.0.1:${(server.address() as AddressInfo).port}/internal/events`] });
    const event = await outbox.publish(type, {});

    await outbox.dispatchOnce();
    await tick();
    await outbox.dispatchOnce();

    expect(processed).toBe(1);
    expect(await stored(event.id)).toMatchObject({ status: 'delivered', attempts: 1 });
  });
});
