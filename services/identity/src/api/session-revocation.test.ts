import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Router } from 'express';
import { decodeJwt } from 'jose';
import type { Connection } from 'mongoose';
import request from 'supertest';
import { SESSION_REVOKED_EVENT, errorBodySchema, internalRevokedSessionsResponseSchema, revokedSessionSchema } from '@campusloop/contracts';
import {
  createLogger,
  createOutbox,
  createSessionRevocations,
  createTokenVerifier,
  createVerticalServiceApp,
  requireUser,
} from '@campusloop/service-kit';
import { serviceAuthorization, testServiceAuth } from '@campusloop/testing';
import { uniqueEmail, useIdentityTestApp } from '../testing/identity-test-app';

const identity = useIdentityTestApp();
const logger = createLogger({ name: 'revocation-test', level: 'silent' });
const me = (accessToken: string) => request(identity.app()).get('/api/v1/users/me').set('Authorization', `Bearer ${accessToken}`);
const logout = (accessToken: string) => request(identity.app()).post('/api/v1/auth/logout').set('Authorization', `Bearer ${accessToken}`);
const refresh = (token: string) => request(identity.app()).post('/api/v1/auth/refresh-token').set('Authorization', `Bearer ${token}`);
const sessionOf = (accessToken: string) => decodeJwt(accessToken)['sid'] as string;

async function revokedEvents(sessionId: string) {
  const docs = await identity.connection().collection('outbox_events').find({ type: SESSION_REVOKED_EVENT, 'payload.sessionId': sessionId }).toArray();
  return docs.map((doc) => revokedSessionSchema.parse(doc['payload']));
}

describe('access tokens end with their session (issue 17, finding 2)', () => {
  it('after logout, identity refuses the same access token at once, and records session.revoked for the other services', async () => {
    const { accessToken } = await identity.signIn(uniqueEmail('logout-now'));
    await me(accessToken).expect(200);

    await logout(accessToken).expect(204);

    const refused = await me(accessToken).expect(401);
    expect(errorBodySchema.parse(refused.body)).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Session expired. Please log in again.' });
    const events = await revokedEvents(sessionOf(accessToken));
    expect(events).toEqual([expect.objectContaining({ sessionId: sessionOf(accessToken), userId: decodeJwt(accessToken).sub })]);
    // Kept until the session's last access token (15 min) has expired, plus a minute of clock slack.
    expect(events.map((event) => Date.parse(event.keepUntil) - Date.parse(event.revokedAt))).toEqual([960_000]);
  });

  it('when a spent refresh token is replayed, the session is revoked and its newest access token stops working too', async () => {
    const { refreshToken } = await identity.signIn(uniqueEmail('reuse'));
    const legit = await refresh(refreshToken).expect(200);
    await me(legit.body.accessToken).expect(200);

    identity.clock.advance(6_000);
    await refresh(refreshToken).expect(401);

    await me(legit.body.accessToken).expect(401);
    expect(await revokedEvents(sessionOf(legit.body.accessToken))).toHaveLength(1);
  });

  it('another session of the same user keeps working, and logging out twice records one event', async () => {
    const email = uniqueEmail('two-sessions');
    const laptop = await identity.signIn(email);
    identity.clock.advance(31_000);
    const phone = await identity.signIn(email);

    await logout(laptop.accessToken).expect(204);
    await request(identity.app()).post('/api/v1/auth/logout').set('Authorization', `Bearer ${laptop.refreshToken}`).expect(204);

    await me(phone.accessToken).expect(200);
    expect(await revokedEvents(sessionOf(laptop.accessToken))).toHaveLength(1);
  });
});

describe('session.revoked reaches another service through the outbox (end to end over HTTP)', () => {
  let service: Connection;
  let server: http.Server;
  let serviceUrl: string;

  beforeAll(async () => {
    // A service with its own database, verifying identity's tokens like feed and events do.
    service = identity.connection().useDb(`${identity.connection().name.slice(0, 40)}_svc`, { useCache: false });
    const app = createVerticalServiceApp({
      name: 'downstream',
      connection: service,
      logger,
      verifier: createTokenVerifier({ keys: [identity.signingKey().publicJwk] }),
      revocations: createSessionRevocations({ connection: service, logger }),
      serviceAuth: testServiceAuth('downstream'),
      mountApi(api: Router) {
        api.get('/whoami', (req, res) => {
          res.json({ id: requireUser(req).id });
        });
      },
    });
    server = http.createServer(app);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    serviceUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await service.dropDatabase();
  });

  it('after logout, the same access token is refused by the other service within seconds (outbox running as in main.ts)', async () => {
    const outbox = createOutbox({
      connection: identity.connection(),
      logger,
      subscribers: { [SESSION_REVOKED_EVENT]: [`${serviceUrl}/internal/events/sessions`] },
      fetch: testServiceAuth('identity').fetch,
    });
    const app = identity.appWith({ outbox });
    outbox.startDispatcher({ intervalMs: 1_000 });
    try {
      const { accessToken } = await identity.signIn(uniqueEmail('e2e-logout'));
      const whoami = () => request(serviceUrl).get('/api/v1/whoami').set('Authorization', `Bearer ${accessToken}`);
      await whoami().expect(200);

      const loggedOutAt = Date.now();
      await request(app).post('/api/v1/auth/logout').set('Authorization', `Bearer ${accessToken}`).expect(204);
      let status = (await whoami()).status;
      while (status !== 401 && Date.now() - loggedOutAt < 5_000) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        status = (await whoami()).status;
      }

      expect(status).toBe(401);
      expect(Date.now() - loggedOutAt).toBeLessThan(3_000);
      const delivered = await identity.connection().collection('outbox_events').findOne({ type: SESSION_REVOKED_EVENT, 'payload.sessionId': sessionOf(accessToken) });
      expect(delivered).toMatchObject({ status: 'delivered' });
    } finally {
      await outbox.stopDispatcher();
    }
  });

  it('when the outbox cannot deliver, a service polling GET /internal/sessions/revoked learns it anyway', async () => {
    const { accessToken } = await identity.signIn(uniqueEmail('poll'));
    const since = identity.clock.now();
    await logout(accessToken).expect(204);

    const response = await request(identity.app())
      .get(`/internal/sessions/revoked?since=${encodeURIComponent(since.toISOString())}`)
      .set('authorization', await serviceAuthorization('feed'))
      .expect(200);

    const { sessions } = internalRevokedSessionsResponseSchema.parse(response.body);
    expect(sessions.map((entry) => entry.sessionId)).toContain(sessionOf(accessToken));
  });
});

describe("identity's /internal routes want a service token (issue 17, finding 8d)", () => {
  it.each(['/internal/jwks', '/internal/people?ids=someone', `/internal/sessions/revoked?since=${new Date(0).toISOString()}`])(
    'GET %s without one, or with a user access token, answers 401; with one it answers',
    async (path) => {
      const { accessToken } = await identity.signIn(uniqueEmail('internal'));

      const bare = await request(identity.app()).get(path);
      const asUser = await request(identity.app()).get(path).set('authorization', `Bearer ${accessToken}`);
      const asService = await request(identity.app()).get(path).set('authorization', await serviceAuthorization('feed'));

      for (const refused of [bare, asUser]) {
        expect(refused.status).toBe(401);
        expect(errorBodySchema.parse(refused.body)).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Service authentication required.' });
      }
      expect(asService.status).toBe(200);
    },
  );
});
