import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Router } from 'express';
import request from 'supertest';
import { errorBodySchema } from '@campusloop/contracts';
import { createServiceApp } from '../app/create-service-app';
import { createLogger } from '../logging/logger';
import { createTestAuth } from '../testing/create-test-auth';
import { TEST_SERVICE_SECRET, testServiceAuth } from '../testing/test-service-auth';
import { loadServiceSecret, SERVICE_SECRET_FILE } from './load-service-secret';
import { createServiceAuth } from './service-auth';

const logger = createLogger({ name: 'service-auth-test', level: 'silent' });

function appWithInternalRoute() {
  const internal = Router();
  internal.get('/whoami', (_req, res) => {
    res.json({ caller: res.locals['callerService'] });
  });
  return createServiceApp({ name: 'svc-test', logger, internal, internalAuth: testServiceAuth('svc-test') });
}

describe('service-to-service authentication on /internal/*', () => {
  it.each([
    ['no credentials', async () => undefined],
    ['a user access token', async () => `Bearer ${await createTestAuth().mintAccessToken()}`],
    ['a service token signed with another secret', () => createServiceAuth({ service: 'feed', secret: 'x'.repeat(32) }).authorization()],
    ['garbage', async () => 'Bearer not.a.token'],
  ])('when a caller sends %s, then 401 in the error shape and the route never runs', async (_name, header) => {
    const value = await header();
    const call = request(appWithInternalRoute()).get('/internal/whoami');
    const response = value ? await call.set('authorization', value) : await call;

    expect(response.status).toBe(401);
    expect(errorBodySchema.parse(response.body)).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Service authentication required.' });
  });

  it('when a service calls with its service token, then the route runs and knows the caller', async () => {
    const response = await request(appWithInternalRoute())
      .get('/internal/whoami')
      .set('authorization', await testServiceAuth('feed').authorization());

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ caller: 'feed' });
  });

  it('refuses an expired service token', async () => {
    const past = createServiceAuth({ service: 'feed', secret: TEST_SERVICE_SECRET, now: () => new Date(Date.now() - 5 * 60_000) });
    const response = await request(appWithInternalRoute()).get('/internal/whoami').set('authorization', await past.authorization());

    expect(response.status).toBe(401);
  });

  it('ServiceAuth.fetch adds the token, so clients given it as their fetch pass', async () => {
    const server = appWithInternalRoute().listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as { port: number };
      const response = await testServiceAuth('events').fetch(`http://127.0.0.1:${port}/internal/whoami`);
      expect(await response.json()).toEqual({ caller: 'events' });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('an app with internal routes but no internalAuth does not start (fail closed)', () => {
    expect(() => createServiceApp({ name: 'open', logger, internal: Router() })).toThrow(/internalAuth/);
  });
});

describe('loadServiceSecret', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'svc-secret-'));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('services starting together in one installation generate and share one secret (file 0600)', async () => {
    const secrets = await Promise.all(
      Array.from({ length: 6 }, () => loadServiceSecret({ dataDir: dir, production: false, logger })),
    );

    expect(new Set(secrets).size).toBe(1);
    expect((await readFile(path.join(dir, SERVICE_SECRET_FILE), 'utf8')).trim()).toBe(secrets[0]);
    expect((await stat(path.join(dir, SERVICE_SECRET_FILE))).mode & 0o777).toBe(0o600);
  });

  it('in production only a configured secret will do', async () => {
    await expect(loadServiceSecret({ dataDir: dir, production: true, logger })).rejects.toThrow('SERVICE_TOKEN_SECRET is required in production');
    await expect(loadServiceSecret({ configured: 'short', dataDir: dir, production: true, logger })).rejects.toThrow(/at least 32/);
    await expect(loadServiceSecret({ configured: 'c'.repeat(40), dataDir: dir, production: true, logger })).resolves.toBe('c'.repeat(40));
  });
});
