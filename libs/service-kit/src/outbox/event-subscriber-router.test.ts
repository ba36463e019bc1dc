import express from 'express';
import request from 'supertest';
import { z } from 'zod';
import { errorHandler } from '../http/error-handler';
import { createLogger } from '../logging/logger';
import { useTestDatabase } from '../testing/use-test-database';
import { eventHandler, eventSubscriberRouter } from './event-subscriber-router';
import { createIdempotentConsumer } from './idempotent-consumer';
import { EVENT_ID_HEADER } from './outbox-event';

const db = useTestDatabase();
const logger = createLogger({ name: 'event-subscriber-test', level: 'silent' });

function subscriberApp() {
  const handled: Array<{ thing: string; eventId: string }> = [];
  const app = express();
  app.use(express.json());
  app.use(
    eventSubscriberRouter({
      path: '/events',
      consumer: createIdempotentConsumer({ connection: db.connection() }),
      logger,
      handlers: {
        'thing.happened': eventHandler(z.strictObject({ thing: z.string() }), async ({ thing }, eventId) => {
          handled.push({ thing, eventId });
        }),
      },
    }),
  );
  app.use(errorHandler(logger));
  return { app, handled };
}

const envelope = (id: string, type: string, payload: unknown) => ({ id, type, payload, occurredAt: new Date().toISOString() });

describe('eventSubscriberRouter', () => {
  it('when the same event is delivered twice, then its handler runs once and both deliveries get 204', async () => {
    const { app, handled } = subscriberApp();
    const id = `evt-${Date.now()}`;
    for (let i = 0; i < 2; i += 1) {
      const response = await request(app)
        .post('/events')
        .set(EVENT_ID_HEADER, id)
        .send(envelope(id, 'thing.happened', { thing: 'a' }));
      expect(response.status).toBe(204);
    }
    expect(handled).toEqual([{ thing: 'a', eventId: id }]);
  });

  it('acknowledges a type it has no handler for, and refuses a payload against its contract with 400', async () => {
    const { app, handled } = subscriberApp();
    const other = await request(app).post('/events').send(envelope(`o-${Date.now()}`, 'other.thing', { x: 1 }));
    expect(other.status).toBe(204);
    const bad = await request(app).post('/events').send(envelope(`b-${Date.now()}`, 'thing.happened', { thing: 5 }));
    expect(bad.status).toBe(400);
    expect(handled).toEqual([]);
  });
});
