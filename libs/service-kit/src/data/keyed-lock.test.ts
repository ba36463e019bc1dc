import { Router } from 'express';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { createServiceApp } from '../app/create-service-app';
import { connectDatabase } from './connect-database';
import { createLogger } from '../logging/logger';
import { useTestDatabase } from '../testing/use-test-database';
import { createKeyedLock, keyedLockOf } from './keyed-lock';

const tick = () => new Promise((resolve) => setTimeout(resolve, 1));
const db = useTestDatabase();

describe('keyed lock', () => {
  it('runs work on one key one at a time, in arrival order, and frees the key afterwards', async () => {
    const lock = createKeyedLock();
    const order: string[] = [];
    let running = 0;
    let mostAtOnce = 0;
    const job = (name: string) =>
      lock.run('post:1', async () => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await tick();
        order.push(name);
        running -= 1;
      });

    await Promise.all([job('a'), job('b'), job('c')]);

    expect(order).toEqual(['a', 'b', 'c']);
    expect(mostAtOnce).toBe(1);
    expect(lock.size()).toBe(0);
  });

  it('lets different keys run side by side and keeps going after a failure', async () => {
    const lock = createKeyedLock();
    let running = 0;
    let mostAtOnce = 0;
    const job = (key: string) =>
      lock.run(key, async () => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        await tick();
        running -= 1;
      });

    const failed = lock.run('post:1', async () => {
      throw new Error('boom');
    });
    await expect(failed).rejects.toThrow('boom');
    await Promise.all([job('post:1'), job('post:2')]);

    expect(mostAtOnce).toBe(2);
    expect(lock.size()).toBe(0);
  });
});

describe('keyed lock across processes (a lease in the database)', () => {
  let second: Connection;
  beforeAll(async () => {
    second = await connectDatabase({
      uri: process.env['MONGODB_URI'] as string,
      dbName: db.dbName(),
      logger: createLogger({ name: 'keyed-lock-test', level: 'silent' }),
    });
  });
  afterAll(async () => {
    await second.close();
  });

  const counters = () => db.connection().collection<{ _id: string; value: number }>('lock_test_counters');
  const leases = () =>
    db.connection().collection<{ _id: string; holder: string; expiresAt: Date }>('keyed_leases');

  /** Read, wait, write back: the lost update FerretDB's `$inc` suffers, unless the lock serialises it. */
  const readModifyWrite = (connection: Connection, id: string) => async () => {
    const docs = connection.collection<{ _id: string; value: number }>('lock_test_counters');
    const current = await docs.findOne({ _id: id });
    await tick();
    await docs.updateOne({ _id: id }, { $set: { value: (current?.value ?? 0) + 1 } }, { upsert: true });
  };

  it('when two instances (own connections, own locks) update one document 40 times at once, then no update is lost and no lease is left', async () => {
    const one = createKeyedLock({ connection: db.connection() });
    const two = createKeyedLock({ connection: second });
    const key = 'counters:shared';

    await Promise.all(
      Array.from({ length: 40 }, (_v, index) =>
        index % 2 === 0
          ? one.run(key, readModifyWrite(db.connection(), 'shared'))
          : two.run(key, readModifyWrite(second, 'shared')),
      ),
    );

    expect((await counters().findOne({ _id: 'shared' }))?.value).toBe(40);
    expect(await leases().countDocuments({})).toBe(0);
    expect(one.size() + two.size()).toBe(0);
  });

  it('when an instance died holding a lease, then the key is free once the lease expired (stolen by exactly one)', async () => {
    await leases().insertOne({
      _id: 'counters:orphan',
      holder: 'crashed',
      expiresAt: new Date(Date.now() - 1),
    });
    const one = createKeyedLock({ connection: db.connection() });
    const two = createKeyedLock({ connection: second });

    await Promise.all(
      Array.from({ length: 10 }, (_v, index) =>
        (index % 2 === 0 ? one : two).run(
          'counters:orphan',
          readModifyWrite(index % 2 === 0 ? db.connection() : second, 'orphan'),
        ),
      ),
    );

    expect((await counters().findOne({ _id: 'orphan' }))?.value).toBe(10);
    expect(await leases().countDocuments({})).toBe(0);
  });

  it('when another instance holds a live lease, then the key waits for it (and gives up after waitMs)', async () => {
    await leases().insertOne({
      _id: 'counters:busy',
      holder: 'other',
      expiresAt: new Date(Date.now() + 60_000),
    });
    const impatient = createKeyedLock({ connection: db.connection(), waitMs: 200 });

    await expect(impatient.run('counters:busy', async () => 'ran')).rejects.toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      cause: expect.objectContaining({ message: expect.stringMatching(/still held/) }),
    });

    const patient = createKeyedLock({ connection: second });
    const waited = patient.run('counters:busy', async () => 'ran');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await leases().deleteOne({ _id: 'counters:busy' });
    await expect(waited).resolves.toBe('ran');
  });

  it('when a request gives up waiting for a key another instance holds, then it answers a retryable 503 with Retry-After, not a 500', async () => {
    await leases().insertOne({ _id: 'counters:held', holder: 'other', expiresAt: new Date(Date.now() + 60_000) });
    const lock = createKeyedLock({ connection: db.connection(), waitMs: 200, leaseMs: 4_000 });
    const api = Router();
    api.post('/counters/held', async (_req, res) => {
      res.json(await lock.run('counters:held', async () => ({ ran: true })));
    });
    const app = createServiceApp({ name: 'lock-test', logger: createLogger({ name: 'lock-test', level: 'silent' }), api });

    const response = await request(app).post('/api/v1/counters/held');

    expect(response.status).toBe(503);
    expect(response.headers['retry-after']).toBe('4');
    expect(response.body).toEqual({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      message: 'Service temporarily unavailable. Please try again later.',
      details: { retryAfterSeconds: 4 },
      requestId: expect.any(String),
    });
    // Once the holder is done the same request goes through.
    await leases().deleteOne({ _id: 'counters:held' });
    expect((await request(app).post('/api/v1/counters/held')).body).toEqual({ ran: true });
  });

  it('keyedLockOf gives every part of a process the same lock of its connection', () => {
    expect(keyedLockOf(db.connection())).toBe(keyedLockOf(db.connection()));
    expect(keyedLockOf(db.connection())).not.toBe(keyedLockOf(second));
  });
});
