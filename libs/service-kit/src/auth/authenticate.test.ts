import { Router } from 'express';
import request from 'supertest';
import { createServiceApp } from '../app/create-service-app';
import { createLogger } from '../logging/logger';
import { createTestAuth } from '../testing/create-test-auth';
import { authenticate, requireUser, requireVerifiedStudent } from './authenticate';

const auth = createTestAuth();

function campusApp() {
  const api = Router();
  api.get('/me', authenticate(auth.verifier), (req, res) => {
    res.json({ id: requireUser(req).id });
  });
  api.get('/feed', authenticate(auth.verifier, { optional: true }), (req, res) => {
    res.json({ viewer: req.user?.id ?? null });
  });
  api.get('/campus/:universityId', authenticate(auth.verifier), (req, res) => {
    requireVerifiedStudent(requireUser(req), req.params['universityId'] as string);
    res.json({ ok: true });
  });
  return createServiceApp({ name: 'auth-test', logger: createLogger({ name: 'auth-test', level: 'silent' }), api });
}

describe('authenticate', () => {
  it('sets req.user from a valid bearer token', async () => {
    const response = await request(campusApp()).get('/api/v1/me').set('authorization', await auth.bearer({ sub: 'user_000042' }));

    expect(response.status).toBe(200);
    expect(response.body).toEqual({ id: 'user_000042' });
  });

  it.each([
    ['no header', undefined],
    ['a non-bearer scheme', 'Basic dXNlcjpwYXNz'],
    ['an invalid token', 'Bearer nope.nope.nope'],
  ])('when the request has %s, then 401 "Session expired. Please log in again."', async (_name, header) => {
    const call = request(campusApp()).get('/api/v1/me');
    const response = header ? await call.set('authorization', header) : await call;

    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Session expired. Please log in again.' });
  });

  it('lets anonymous callers through optional routes, but not callers with a bad token', async () => {
    const anonymous = await request(campusApp()).get('/api/v1/feed');
    const stale = await request(campusApp()).get('/api/v1/feed').set('authorization', `Bearer ${await auth.mintExpiredToken()}`);

    expect(anonymous.body).toEqual({ viewer: null });
    expect(stale.status).toBe(401);
  });

  it('admits only verified students of the same university to campus content', async () => {
    const app = campusApp();
    const own = await request(app).get('/api/v1/campus/uniA0000001').set('authorization', await auth.bearer({ universityId: 'uniA0000001' }));
    const other = await request(app).get('/api/v1/campus/uniB0000001').set('authorization', await auth.bearer({ universityId: 'uniA0000001' }));
    const unverified = await request(app)
      .get('/api/v1/campus/uniA0000001')
      .set('authorization', await auth.bearer({ universityId: 'uniA0000001', universityVerified: false }));
    const highSchool = await request(app)
      .get('/api/v1/campus/uniA0000001')
      .set('authorization', await auth.bearer({ universityId: 'uniA0000001', audience: 'HIGH_SCHOOL_STUDENT' }));

    expect(own.status).toBe(200);
    for (const denied of [other, unverified, highSchool]) {
      expect(denied.status).toBe(403);
      expect(denied.body).toMatchObject({ code: 'FORBIDDEN', message: 'Access denied. Please verify your university email.' });
    }
  });
});
