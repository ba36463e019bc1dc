import type { Connection } from 'mongoose';
import request from 'supertest';
import { createServiceApp } from '../app/create-service-app';
import { connectDatabase } from '../data/connect-database';
import { createLogger } from '../logging/logger';
import { testDatabaseName } from '../testing/test-database-name';
import { healthRouter } from './health-router';

const logger = createLogger({ name: 'health-test', level: 'silent' });

describe('healthRouter', () => {
  let connection: Connection | undefined;

  beforeAll(async () => {
    connection = await connectDatabase({ uri: process.env['MONGODB_URI'] as string, dbName: testDatabaseName('health'), logger });
  });
  afterAll(async () => {
    await connection?.close();
  });

  const app = () => createServiceApp({ name: 'health-test', logger, health: healthRouter({ name: 'health-test', connection: () => connection }) });

  it('answers liveness without touching the database', async () => {
    const response = await request(createServiceApp({ name: 'h', logger, health: healthRouter({ name: 'h' }) })).get('/healthz');

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('is ready while the database answers a ping, and 503 in the error shape once it is closed', async () => {
    const ready = await request(app()).get('/readyz');
    await connection?.close();
    const closed = await request(app()).get('/readyz');
    connection = undefined;
    const none = await request(app()).get('/readyz');

    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ok' });
    expect(closed.status).toBe(503);
    expect(closed.body).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', details: { service: 'health-test', check: 'database' } });
    expect(none.status).toBe(503);
  });
});
