import { Router } from 'express';
import request from 'supertest';
import { SESSION_REVOKED_EVENT, type RevokedSession } from '@campusloop/contracts';
import { createVerticalServiceApp } from '../app/vertical-service-app';
import { requireUser } from '../auth/authenticate';
import { newId } from '../ids/new-id';
import { createLogger } from '../logging/logger';
import { createTestAuth } from '../testing/create-test-auth';
import { testServiceAuth } from '../testing/test-service-auth';
import { useTestDatabase } from '../testing/use-test-database';
import { createSessionRevocations, type SessionRevocationsOptions } from './create-session-revocations';
import { revokedSessionModel } from './revoked-session-model';

const db = useTestDatabase();
const auth = createTestAuth();
const logger = createLogger({ name: 'revocations-test', level: 'silent' });
const identity = testServiceAuth('identity');

/** One instance of a vertical: its own revocation copy, the shared database. */
function instance(options: Partial<SessionRevocationsOptions> = {}) {
  const revocations = createSessionRevocations({ connection: db.connection(), logger, syncMs: 200, ...options });
  const app = createVerticalServiceApp({
    name: 'revocations-test',
    connection: db.connection(),
    logger,
    verifier: auth.verifier,
    revocations,
    serviceAuth: testServiceAuth('revocations-test'),
    mountApi(api: Router) {
      api.get('/me', (req, res) => {
        res.json({ id: requireUser(req).id });
      });
    },
  });
  return { app, revocations };
}

function revocation(sessionId: string, userId: string, keepForMs = 15 * 60_000): RevokedSession {
  const at = new Date();
  return { sessionId, userId, revokedAt: at.toISOString(), keepUntil: new Date(at.getTime() + keepForMs).toISOString() };
}

async function deliver(app: ReturnType<typeof instance>['app'], entry: RevokedSession, headers: Record<string, string> = {}) {
  return request(app)
    .post('/internal/events/sessions')
    .set({ authorization: await identity.authorization(), ...headers })
    .send({ id: newId(), type: SESSION_REVOKED_EVENT, payload: entry, occurredAt: entry.revokedAt });
}

const until = async (check: () => Promise<boolean>, ms: number) => {
  const deadline = Date.now() + ms;
  while (!(await check()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
};

describe('session revocations (a signed-out session’s access tokens stop working)', () => {
  it('when session.revoked arrives, then that session’s token gets 401 at once, other sessions keep working', async () => {
    const { app } = instance();
    const userId = newId();
    const [revokedSid, otherSid] = [newId(), newId()];
    const token = `Bearer ${await auth.mintAccessToken({ sub: userId, sid: revokedSid })}`;
    const otherToken = `Bearer ${await auth.mintAccessToken({ sub: userId, sid: otherSid })}`;
    expect((await request(app).get('/api/v1/me').set('authorization', token)).status).toBe(200);

    expect((await deliver(app, revocation(revokedSid, userId))).status).toBe(204);

    const refused = await request(app).get('/api/v1/me').set('authorization', token);
    expect(refused.status).toBe(401);
    expect(refused.body).toMatchObject({ status: 401, code: 'UNAUTHORIZED', message: 'Session expired. Please log in again.' });
    expect((await request(app).get('/api/v1/me').set('authorization', otherToken)).status).toBe(200);
  });

  it('a second instance (or a restarted one) on the same database refuses the token within its sync interval', async () => {
    const first = instance();
    const second = instance();
    const sid = newId();
    const token = `Bearer ${await auth.mintAccessToken({ sid })}`;
    expect((await request(second.app).get('/api/v1/me').set('authorization', token)).status).toBe(200);

    await deliver(first.app, revocation(sid, newId()));
    const restarted = instance();

    expect(await until(async () => (await request(second.app).get('/api/v1/me').set('authorization', token)).status === 401, 1_000)).toBe(true);
    expect((await request(restarted.app).get('/api/v1/me').set('authorization', token)).status).toBe(401);
  });

  it('a duplicate delivery is acknowledged and stores one row; events of other types are ignored', async () => {
    const { app } = instance();
    const entry = revocation(newId(), newId());

    expect((await deliver(app, entry)).status).toBe(204);
    expect((await deliver(app, entry)).status).toBe(204);
    const other = await request(app)
      .post('/internal/events/sessions')
      .set('authorization', await identity.authorization())
      .send({ id: newId(), type: 'user.updated', payload: {}, occurredAt: new Date().toISOString() });

    expect(other.status).toBe(204);
    expect(await revokedSessionModel(db.connection()).countDocuments({ _id: entry.sessionId })).toBe(1);
  });

  it('when the outbox is late, the poll of identity’s revocations refuses the token anyway', async () => {
    const sid = newId();
    let identityKnows: RevokedSession[] = [];
    const { app } = instance({ readRevoked: async () => identityKnows, pollMs: 100 });
    const token = `Bearer ${await auth.mintAccessToken({ sid })}`;
    expect((await request(app).get('/api/v1/me').set('authorization', token)).status).toBe(200);

    identityKnows = [revocation(sid, newId())];

    expect(await until(async () => (await request(app).get('/api/v1/me').set('authorization', token)).status === 401, 2_000)).toBe(true);
  });

  it('forgets a revocation once no token of the session can verify any more (pruned by time, no TTL index)', async () => {
    let offsetMs = 0;
    const now = () => new Date(Date.now() + offsetMs);
    const revocations = createSessionRevocations({ connection: db.connection(), logger, syncMs: 0, now });
    const entry = revocation(newId(), newId(), 60_000);
    await revocations.revoke(entry);
    expect(await revocations.isRevoked(entry.sessionId)).toBe(true);

    offsetMs = 61_000;

    expect(await revocations.isRevoked(entry.sessionId)).toBe(false);
    expect(await revokedSessionModel(db.connection()).countDocuments({ _id: entry.sessionId })).toBe(0);
  });

  it('refuses a session.revoked delivery without a service token (401) and a malformed one (400)', async () => {
    const { app } = instance();
    const entry = revocation(newId(), newId());
    const anonymous = await request(app)
      .post('/internal/events/sessions')
      .send({ id: newId(), type: SESSION_REVOKED_EVENT, payload: entry, occurredAt: entry.revokedAt });
    const malformed = await request(app)
      .post('/internal/events/sessions')
      .set('authorization', await identity.authorization())
      .send({ id: newId(), type: SESSION_REVOKED_EVENT, payload: { sessionId: '' }, occurredAt: entry.revokedAt });

    expect(anonymous.status).toBe(401);
    expect(malformed.status).toBe(400);
    expect(await revokedSessionModel(db.connection()).countDocuments({ _id: entry.sessionId })).toBe(0);
  });

  it('listSince answers only the live revocations made since then (what identity serves its pollers)', async () => {
    const { revocations } = instance();
    const userId = newId();
    const older = revocation(newId(), userId);
    await revocations.revoke({ ...older, revokedAt: new Date(Date.now() - 60_000).toISOString() });
    const since = new Date(Date.now() - 1_000);
    const newer = revocation(newId(), userId);
    await revocations.revoke(newer);

    const listed = (await revocations.listSince(since)).map((entry) => entry.sessionId);

    expect(listed).toContain(newer.sessionId);
    expect(listed).not.toContain(older.sessionId);
  });
});
