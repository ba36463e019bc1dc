import { Router } from 'express';
import request from 'supertest';
import { z } from 'zod';
import { errorBodySchema } from '@campusloop/contracts';
import { createLogger } from '../logging/logger';
import { route } from '../http/validate';
import { createServiceApp } from './create-service-app';

function appWith(api: Router) {
  return createServiceApp({
    name: 'app-test',
    logger: createLogger({ name: 'app-test', level: 'silent' }),
    api,
  });
}

function echoApp() {
  const api = Router();
  api.post(
    '/things',
    route(
      {
        body: z.object({
          title: z.string().min(3, 'Title must be at least 3 characters.'),
          count: z.number().int(),
        }),
      },
      ({ body }) => body,
    ),
  );
  api.get('/boom', async () => {
    throw new Error('database password is hunter2 at /srv/app/secret.ts:12');
  });
  return appWith(api);
}

describe('createServiceApp', () => {
  it('when the body breaks the schema, then 400 VALIDATION_ERROR lists each field', async () => {
    const response = await request(echoApp()).post('/api/v1/things').send({ title: 'x' });

    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(response.body)).toMatchObject({
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'Title must be at least 3 characters.',
      validationErrors: { title: 'Title must be at least 3 characters.', count: expect.any(String) },
    });
  });

  it('when the route does not exist, then 404 in the error shape', async () => {
    const response = await request(echoApp()).get('/api/v1/nothing-here');

    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(response.body)).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('when a handler crashes, then 500 with the generic message and no stack or internals', async () => {
    const response = await request(echoApp()).get('/api/v1/boom');

    expect(response.status).toBe(500);
    expect(response.body).toMatchObject({
      status: 500,
      code: 'INTERNAL_ERROR',
      message: 'Server error. Please try again later.',
    });
    expect(response.text).not.toMatch(/hunter2|secret\.ts|at .*\(|stack/);
  });

  it('echoes a caller request id, and makes one when none is sent', async () => {
    const given = await request(echoApp()).get('/api/v1/nothing-here').set('x-request-id', 'gw-1234');
    const made = await request(echoApp()).get('/api/v1/nothing-here');

    expect(given.headers['x-request-id']).toBe('gw-1234');
    expect(given.body.requestId).toBe('gw-1234');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    ['an operator key', '{"title":{"$gt":""},"count":1}'],
    ['a __proto__ key', '{"__proto__":{"x":1},"title":"abc","count":1}'],
    ['a nested constructor key', '{"title":"abc","count":1,"meta":{"constructor":{"prototype":{}}}}'],
  ])('when the body carries %s, then 400 and the handler never runs', async (_name, body) => {
    const response = await request(echoApp())
      .post('/api/v1/things')
      .set('content-type', 'application/json')
      .send(body);

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'Request contains a forbidden key.',
    });
  });

  it('when the JSON is malformed, then 400 in the error shape', async () => {
    const response = await request(echoApp())
      .post('/api/v1/things')
      .set('content-type', 'application/json')
      .send('{"title":');

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      status: 400,
      code: 'BAD_REQUEST',
      message: 'Request body is not valid JSON.',
    });
  });

  it("sets helmet's security headers on every answer, errors included", async () => {
    const ok = await request(echoApp()).post('/api/v1/things').send({ title: 'abc', count: 1 });
    const missing = await request(echoApp()).get('/api/v1/nothing-here');

    for (const response of [ok, missing]) {
      expect(response.headers).toMatchObject({
        'content-security-policy': expect.stringContaining("default-src 'self'"),
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'cross-origin-resource-policy': 'same-origin',
        'referrer-policy': 'no-referrer',
      });
      expect(response.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('answers JSON with its type and length, and a route that sets its own ETag still gets 304 on a matching If-None-Match', async () => {
    const api = Router();
    api.get(
      '/plain',
      route({}, () => ({ name: 'Zoë' })),
    );
    api.get(
      '/versioned',
      route({}, (_input, _req, res) => {
        res.setHeader('ETag', '"v7"');
        return { version: 7 };
      }),
    );
    const app = appWith(api);

    const plain = await request(app).get('/api/v1/plain');
    const head = await request(app).head('/api/v1/plain');
    const fresh = await request(app).get('/api/v1/versioned').set('if-none-match', '"v7"');
    const stale = await request(app).get('/api/v1/versioned').set('if-none-match', '"v6"');

    expect(plain.status).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-length']).toBe(String(Buffer.byteLength('{"name":"Zoë"}')));
    expect(plain.body).toEqual({ name: 'Zoë' });
    expect(head.status).toBe(200);
    expect(head.text).toBeUndefined();
    expect(fresh.status).toBe(304);
    expect(stale.status).toBe(200);
    expect(stale.body).toEqual({ version: 7 });
  });
});
