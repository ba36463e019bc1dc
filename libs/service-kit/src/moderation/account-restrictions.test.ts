import { Router } from 'express';
import request from 'supertest';
import { ACCOUNT_RESTRICTION_EVENT, MODERATION_MESSAGES, type AccountRestriction } from '@campusloop/contracts';
import { createVerticalServiceApp } from '../app/vertical-service-app';
import { requireUser } from '../auth/authenticate';
import { newId } from '../ids/new-id';
import { createLogger } from '../logging/logger';
import { createSessionRevocations } from '../sessions/create-session-revocations';
import { createTestAuth } from '../testing/create-test-auth';
import { testServiceAuth } from '../testing/test-service-auth';
import { useTestDatabase } from '../testing/use-test-database';
import { accountRestrictionModel } from './account-restriction-model';
import { createAccountRestrictions, type AccountRestrictionsOptions } from './create-account-restrictions';

const db = useTestDatabase();
const auth = createTestAuth();
const logger = createLogger({ name: 'restrictions-test', level: 'silent' });

/** One instance of a vertical: its own copy of the restrictions, the shared database. */
function instance(options: Partial<AccountRestrictionsOptions> = {}) {
  const restrictions = createAccountRestrictions({ connection: db.connection(), logger, syncMs: 200, ...options });
  const app = createVerticalServiceApp({
    name: 'restrictions-test',
    connection: db.connection(),
    logger,
    verifier: auth.verifier,
    revocations: createSessionRevocations({ connection: db.connection(), logger }),
    restrictions,
    serviceAuth: testServiceAuth('restrictions-test'),
    mountApi(api: Router) {
      api.get('/things', (req, res) => {
        res.json({ reader: requireUser(req).id });
      });
      api.post('/things', (req, res) => {
        res.status(201).json({ writer: requireUser(req).id });
      });
      api.post('/auth/logout', (_req, res) => {
        res.status(204).end();
      });
    },
  });
  return { app, restrictions };
}

const change = (userId: string, restrictedUntil: Date | null, changedAt = new Date()): AccountRestriction => ({
  userId,
  restrictedUntil: restrictedUntil?.toISOString() ?? null,
  changedAt: changedAt.toISOString(),
});

async function deliver(app: ReturnType<typeof instance>['app'], entry: AccountRestriction) {
  return request(app)
    .post('/internal/events/sessions')
    .set('authorization', await testServiceAuth('identity').authorization())
    .send({ id: newId(), type: ACCOUNT_RESTRICTION_EVENT, payload: entry, occurredAt: entry.changedAt });
}

const until = async (check: () => Promise<boolean>, ms: number) => {
  const deadline = Date.now() + ms;
  while (!(await check()) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  return check();
};

describe('restricted accounts (the write guard every vertical runs)', () => {
  it("refuses a restricted account's writes with 403 and the spec text; reads, /auth/* and other accounts pass", async () => {
    const { app } = instance();
    const restricted = await auth.bearer();
    const restrictedId = (await auth.verifier.verify(restricted.slice(7))).id;
    const other = await auth.bearer();

    expect((await deliver(app, change(restrictedId, new Date(Date.now() + 3600_000)))).status).toBe(204);

    const refused = await request(app).post('/api/v1/things').set('authorization', restricted).send({});
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ status: 403, code: 'FORBIDDEN', message: MODERATION_MESSAGES.accountRestricted });
    expect((await request(app).get('/api/v1/things').set('authorization', restricted)).status).toBe(200);
    expect((await request(app).post('/api/v1/auth/logout').set('authorization', restricted)).status).toBe(204);
    expect((await request(app).post('/api/v1/things').set('authorization', other).send({})).status).toBe(201);
  });

  it('a second (or restarted) instance on the same database learns it within its sync interval; the lift restores writes', async () => {
    const first = instance();
    const second = instance();
    const token = await auth.bearer();
    const userId = (await auth.verifier.verify(token.slice(7))).id;
    const write = (app: typeof first.app) => request(app).post('/api/v1/things').set('authorization', token).send({});
    expect((await write(second.app)).status).toBe(201);

    await deliver(first.app, change(userId, new Date(Date.now() + 3600_000)));
    expect(await until(async () => (await write(second.app)).status === 403, 2_000)).toBe(true);
    expect((await write(instance().app)).status).toBe(403);

    await deliver(first.app, change(userId, null, new Date(Date.now() + 10)));
    expect(await until(async () => (await write(second.app)).status === 201, 2_000)).toBe(true);
  });

  it('an older change arriving late never undoes a newer one (duplicates and reordering are harmless)', async () => {
    const { app, restrictions } = instance();
    const userId = newId();
    const at = Date.now();
    const restrict = change(userId, new Date(at + 3600_000), new Date(at));
    const lift = change(userId, null, new Date(at + 1_000));

    await deliver(app, lift);
    await deliver(app, restrict);
    await deliver(app, restrict);

    expect(await restrictions.restrictedUntil(userId)).toBeNull();
    expect(await accountRestrictionModel(db.connection()).countDocuments({ _id: userId })).toBe(1);
    expect((await restrictions.listSince(new Date(at - 1))).find((entry) => entry.userId === userId)).toEqual(lift);
  });

  it('when the events are lost, the poll of identity restricts the account anyway; a restriction ends by itself', async () => {
    const userId = newId();
    let identityKnows: AccountRestriction[] = [];
    const { restrictions } = instance({ readRestrictions: async () => identityKnows, pollMs: 100 });
    expect(await restrictions.restrictedUntil(userId)).toBeNull();

    identityKnows = [change(userId, new Date(Date.now() + 1_500))];
    expect(await until(async () => (await restrictions.restrictedUntil(userId)) !== null, 2_000)).toBe(true);
    expect(await until(async () => (await restrictions.restrictedUntil(userId)) === null, 3_000)).toBe(true);
  });

  it('refuses a delivery without a service token (401) and a malformed one (400)', async () => {
    const { app } = instance();
    const entry = change(newId(), new Date(Date.now() + 3600_000));
    const anonymous = await request(app)
      .post('/internal/events/sessions')
      .send({ id: newId(), type: ACCOUNT_RESTRICTION_EVENT, payload: entry, occurredAt: entry.changedAt });
    const malformed = await deliver(app, { ...entry, restrictedUntil: 'tomorrow' });
    expect(anonymous.status).toBe(401);
    expect(malformed.status).toBe(400);
    expect(await accountRestrictionModel(db.connection()).countDocuments({ _id: entry.userId })).toBe(0);
  });
});
