import { Router } from 'express';
import request from 'supertest';
import { z } from 'zod';
import { errorBodySchema } from '@campusloop/contracts';
import { createServiceApp } from '../app/create-service-app';
import { authenticate } from '../auth/authenticate';
import { createLogger } from '../logging/logger';
import { createTestAuth } from '../testing/create-test-auth';
import { route } from './validate';

const auth = createTestAuth();
const thing = z.object({ title: z.string().min(3, 'Title must be at least 3 characters.') });

/** Like feed: a token is optional on the router (visitors read), writes need a user. */
function appWithOptionalAuth() {
  const api = Router();
  api.use(authenticate(auth.verifier, { optional: true }));
  api.get(
    '/things',
    route({}, () => ({ items: [] })),
  );
  api.post(
    '/things',
    route({ body: thing }, ({ body }) => body),
  );
  api.put(
    '/things/:id',
    route({ params: z.object({ id: z.string().length(5) }), body: thing }, ({ body }) => body),
  );
  api.post(
    '/visits',
    route({ auth: 'optional', body: thing }, ({ body }) => body),
  );
  return createServiceApp({
    name: 'signed-out-test',
    logger: createLogger({ name: 'signed-out-test', level: 'silent' }),
    api,
    jsonLimit: '1kb',
  });
}

const SESSION_EXPIRED = {
  status: 401,
  code: 'UNAUTHORIZED',
  message: 'Session expired. Please log in again.',
};

describe('signed-out writes through route()', () => {
  const app = appWithOptionalAuth();

  it.each([
    ['a body that breaks the schema', '{"title":"x"}'],
    ['no body at all', undefined],
    ['malformed JSON', '{"title":'],
    ['a forbidden key', '{"title":"abc","$where":"1"}'],
    ['a body over the size limit', JSON.stringify({ title: 'a'.repeat(5_000) })],
  ])('when a signed-out caller posts %s, then 401, never a verdict on the body', async (_name, body) => {
    const call = request(app).post('/api/v1/things').set('content-type', 'application/json');
    const response = body === undefined ? await call : await call.send(body);

    expect(response.status).toBe(401);
    expect(errorBodySchema.parse(response.body)).toMatchObject(SESSION_EXPIRED);
  });

  it('when a signed-out caller sends a PUT with bad params and body, then 401', async () => {
    const response = await request(app).put('/api/v1/things/x').send({ title: '' });

    expect(response.status).toBe(401);
  });

  it('when a signed-in caller sends the same bad bodies, then they are judged: 400 and 413', async () => {
    const bearer = await auth.bearer();
    const invalid = await request(app)
      .post('/api/v1/things')
      .set('authorization', bearer)
      .send({ title: 'x' });
    const malformed = await request(app)
      .post('/api/v1/things')
      .set('authorization', bearer)
      .set('content-type', 'application/json')
      .send('{"title":');
    const hostile = await request(app)
      .post('/api/v1/things')
      .set('authorization', bearer)
      .set('content-type', 'application/json')
      .send('{"title":"abc","$where":"1"}');
    const tooLarge = await request(app)
      .post('/api/v1/things')
      .set('authorization', bearer)
      .send({ title: 'a'.repeat(5_000) });
    const valid = await request(app)
      .post('/api/v1/things')
      .set('authorization', bearer)
      .send({ title: 'abc' });

    expect(invalid.status).toBe(400);
    expect(invalid.body).toMatchObject({
      code: 'VALIDATION_ERROR',
      validationErrors: { title: 'Title must be at least 3 characters.' },
    });
    expect(malformed.body).toMatchObject({ status: 400, message: 'Request body is not valid JSON.' });
    expect(hostile.body).toMatchObject({ status: 400, message: 'Request contains a forbidden key.' });
    expect(tooLarge.body).toMatchObject({ status: 413, code: 'PAYLOAD_TOO_LARGE' });
    expect(valid.status).toBe(200);
    expect(valid.body).toEqual({ title: 'abc' });
  });

  it('when an invalid token comes with an invalid body, then 401 (the stale session is noticed first)', async () => {
    const response = await request(app)
      .post('/api/v1/things')
      .set('authorization', await auth.mintExpiredToken().then((token) => `Bearer ${token}`))
      .send({ title: 'x' });

    expect(response.status).toBe(401);
  });

  it('when a read is signed out, then it still passes (the token is optional there)', async () => {
    const response = await request(app).get('/api/v1/things');

    expect(response.status).toBe(200);
  });

  it("when a write says auth: 'optional', then a visitor's body is validated as before", async () => {
    const invalid = await request(app).post('/api/v1/visits').send({ title: 'x' });
    const valid = await request(app).post('/api/v1/visits').send({ title: 'abc' });

    expect(invalid.status).toBe(400);
    expect(valid.status).toBe(200);
  });

  it('when a router has no authentication (e.g. sign-up), then its writes are validated without a user', async () => {
    const api = Router();
    api.post(
      '/sign-up',
      route({ body: thing }, ({ body }) => body),
    );
    const open = createServiceApp({
      name: 'open',
      logger: createLogger({ name: 'open', level: 'silent' }),
      api,
    });

    expect((await request(open).post('/api/v1/sign-up').send({ title: 'x' })).status).toBe(400);
    expect((await request(open).post('/api/v1/sign-up').send({ title: 'abc' })).status).toBe(200);
  });
});
