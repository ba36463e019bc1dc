import { Router } from 'express';
import { rateLimit } from 'express-rate-limit';
import { createServiceApp } from '../app/create-service-app';
import { authenticate } from '../auth/authenticate';
import { createLogger } from '../logging/logger';
import { startService, type RunningService } from '../server/start-service';
import { createTestAuth } from '../testing/create-test-auth';
import {
  createKeepAliveClient,
  type KeepAliveAnswer,
  type KeepAliveClient,
} from '../testing/keep-alive-client';
import { EARLY_ANSWER_DRAIN_LIMIT_BYTES } from './early-answer';
import { rateLimitRefusal } from './rate-limit-refusal';
import { route } from './validate';

const logger = createLogger({ name: 'early-answer-test', level: 'silent' });
const auth = createTestAuth();

const jsonOf = (bytes: number): string => JSON.stringify({ title: 'a'.repeat(Math.max(0, bytes - 12)) });
const BODIES = {
  'a small body': jsonOf(1_024),
  'a body over the 100 kB JSON limit': jsonOf(200 * 1024),
  'a body over the drain limit': jsonOf(EARLY_ANSWER_DRAIN_LIMIT_BYTES + 1024 * 1024),
};

describe('early answers on a kept-alive connection (service kit)', () => {
  let service: RunningService;
  let client: KeepAliveClient;

  beforeAll(async () => {
    const api = Router();
    api.get(
      '/ping',
      route({}, () => ({ ok: true })),
    );
    api.post(
      '/open',
      route({}, () => ({ ok: true })),
    );
    api.post(
      '/limited',
      rateLimit({
        windowMs: 60_000,
        limit: 1,
        standardHeaders: 'draft-7',
        legacyHeaders: false,
        ...rateLimitRefusal(60_000, logger),
      }),
      route({}, () => ({ ok: true })),
    );
    const privateApi = Router();
    privateApi.use(authenticate(auth.verifier));
    privateApi.post(
      '/private',
      route({}, () => ({ ok: true })),
    );
    api.use(privateApi);
    const app = createServiceApp({ name: 'early-answer-test', logger, api });
    service = await startService({
      app,
      host: '127.0.0.1',
      port: 0,
      logger,
      handleSignals: false,
      drainTimeoutMs: 100,
    });
  });

  beforeEach(() => {
    client = createKeepAliveClient(`http://127.0.0.1:${service.port}`);
  });
  afterEach(() => client.close());
  afterAll(() => service.close());

  /** The request after an early answer gets its own answer, on the same connection unless told to close. */
  async function expectNextRequestAnswered(early: KeepAliveAnswer): Promise<void> {
    const next = await client.request({ path: '/api/v1/ping' });

    expect(next.status).toBe(200);
    expect(JSON.parse(next.text)).toEqual({ ok: true });
    if (early.headers.connection !== 'close') expect(next.connection).toBe(early.connection);
  }

  describe.each(Object.entries(BODIES))('with %s', (_name, body) => {
    it('when signed out, then 401 and the next request is answered', async () => {
      const early = await client.request({ method: 'POST', path: '/api/v1/private', body });

      expect(early.status).toBe(401);
      await expectNextRequestAnswered(early);
    });

    it('when rate limited, then 429 and the next request is answered', async () => {
      await client.request({ method: 'POST', path: '/api/v1/limited' });
      const early = await client.request({ method: 'POST', path: '/api/v1/limited', body });

      expect(early.status).toBe(429);
      await expectNextRequestAnswered(early);
    });

    it('when nothing refuses it, then the route answers and the next request is answered', async () => {
      const answer = await client.request({ method: 'POST', path: '/api/v1/open', body });

      expect(answer.status).toBe(body.length > 100 * 1024 ? 413 : 200);
      await expectNextRequestAnswered(answer);
    });
  });

  it('when a body within the drain limit is refused, then the connection stays open for the next request', async () => {
    const early = await client.request({
      method: 'POST',
      path: '/api/v1/open',
      body: BODIES['a body over the 100 kB JSON limit'],
    });

    expect(early.status).toBe(413);
    expect(early.headers.connection).not.toBe('close');
    await expectNextRequestAnswered(early);
  });

  it('when a client declares a huge upload, then it is refused at once (413, Connection: close) without the server waiting for it', async () => {
    const early = await client.request({
      method: 'POST',
      path: '/api/v1/open',
      body: 'x'.repeat(64 * 1024),
      declaredLength: 50 * 1024 * 1024,
    });

    expect(early.status).toBe(413);
    expect(early.headers.connection).toBe('close');
    await expectNextRequestAnswered(early);
  });

  it('when a signed-out client declares a huge upload, then 401 at once with Connection: close', async () => {
    const early = await client.request({
      method: 'POST',
      path: '/api/v1/private',
      body: 'x'.repeat(64 * 1024),
      declaredLength: 50 * 1024 * 1024,
    });

    expect(early.status).toBe(401);
    expect(early.headers.connection).toBe('close');
    await expectNextRequestAnswered(early);
  });
});
