import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { promisify } from 'node:util';
import { decodeJwt } from 'jose';
import request from 'supertest';
import {
  ACCOUNT_RESTRICTION_EVENT,
  MODERATION_MESSAGES,
  INTERNAL_SEALED_RESTRICTION_PATH,
  SESSION_REVOKED_EVENT,
  errorBodySchema,
  internalRestrictionsResponseSchema,
  pagedAuditEntriesSchema,
} from '@campusloop/contracts';
import { serviceAuthorization, TEST_SERVICE_SECRET } from '@campusloop/testing';
import { uniqueEmail, useIdentityTestApp } from '../testing/identity-test-app';

const identity = useIdentityTestApp();
const api = () => request(identity.app());
const bearer = (token: string) => `Bearer ${token}`;
const RESTRICTED = 'Your account has been temporarily restricted due to violations of our community guidelines.';

async function setModerator(email: string, moderator: boolean) {
  return api().put('/internal/moderators').set('Authorization', await serviceAuthorization('identity-cli')).send({ email, moderator });
}

/** A signed-in moderator: granted, then a refreshed token that carries the role. */
async function signedInModerator() {
  const email = uniqueEmail('mod');
  const session = await identity.signIn(email);
  await setModerator(email, true).then((response) => expect(response.status).toBe(200));
  identity.clock.advance(31_000);
  const refreshed = await api().post('/api/v1/auth/refresh-token').set('Authorization', bearer(session.refreshToken)).expect(200);
  return { email, accessToken: refreshed.body.accessToken as string, refreshToken: refreshed.body.refreshToken as string };
}

describe('the moderator role (operator command, access-token claim)', () => {
  it('an unknown address is refused with 404 and no account is created', async () => {
    const email = uniqueEmail('nobody');
    const response = await setModerator(email, true);
    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(response.body).message).toBe(MODERATION_MESSAGES.accountNotFound);
    expect(await identity.models().users.countDocuments({ email })).toBe(0);
  });

  it('a grant arrives with the next token as roles: [moderator]; a revoke ends the sessions so the old token stops at once', async () => {
    const moderator = await signedInModerator();
    expect(decodeJwt(moderator.accessToken)['roles']).toEqual(['moderator']);
    await api().get('/api/v1/users/me').set('Authorization', bearer(moderator.accessToken)).expect(200);

    const revoked = await setModerator(moderator.email, false);
    expect(revoked.body).toMatchObject({ roles: [], sessionsRevoked: 1 });

    await api().get('/api/v1/users/me').set('Authorization', bearer(moderator.accessToken)).expect(401);
    await api().post('/api/v1/auth/refresh-token').set('Authorization', bearer(moderator.refreshToken)).expect(401);
    const sid = decodeJwt(moderator.accessToken)['sid'];
    const events = await identity.connection().collection('outbox_events').find({ type: SESSION_REVOKED_EVENT, 'payload.sessionId': sid }).toArray();
    expect(events).toHaveLength(1);
    // Signing in again gives a token without the role.
    identity.clock.advance(31_000);
    const again = await identity.signIn(moderator.email);
    expect(decodeJwt(again.accessToken)['roles']).toBeUndefined();
  });

  it('npm run moderator: an unknown address prints a clear message and exits 1; a known one is granted', async () => {
    const server = http.createServer(identity.app());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const run = (...args: string[]) =>
      promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', path.join(__dirname, '../cli/moderator.ts'), ...args],
        { env: { ...process.env, IDENTITY_URL: url, SERVICE_TOKEN_SECRET: TEST_SERVICE_SECRET }, timeout: 60_000 },
      ).then(
        ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
        (error: { code: number; stdout: string; stderr: string }) => error,
      );
    try {
      const unknown = uniqueEmail('ghost');
      const refused = await run('grant', unknown);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`No account uses ${unknown}: nothing changed.`);
      expect(await identity.models().users.countDocuments({ email: unknown })).toBe(0);

      const email = uniqueEmail('cli-mod');
      await identity.signIn(email);
      const granted = await run('grant', email.toUpperCase());
      expect(granted).toMatchObject({ code: 0 });
      expect(granted.stdout).toContain(`${email} is a moderator`);
      expect((await identity.models().users.findOne({ email }).lean())?.roles).toEqual(['moderator']);
      expect((await run('promote', email)).code).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  }, 120_000);
});

describe('account restriction (spec §8 Account Restricted)', () => {
  it('only a moderator may restrict (403 in the error shape); an unknown account is 404', async () => {
    const student = await identity.signIn(uniqueEmail('student'));
    const target = await identity.signIn(uniqueEmail('target'));
    const targetId = decodeJwt(target.accessToken).sub as string;

    const refused = await api()
      .put(`/api/v1/moderation/accounts/${targetId}/restriction`)
      .set('Authorization', bearer(student.accessToken))
      .send({ hours: 24 });
    expect(refused.status).toBe(403);
    expect(errorBodySchema.parse(refused.body)).toMatchObject({ status: 403, code: 'FORBIDDEN', message: MODERATION_MESSAGES.moderatorsOnly });
    await api().put(`/api/v1/moderation/accounts/${targetId}/restriction`).send({ hours: 24 }).expect(401);

    const moderator = await signedInModerator();
    await api()
      .put('/api/v1/moderation/accounts/Unknown0001/restriction')
      .set('Authorization', bearer(moderator.accessToken))
      .send({ hours: 24 })
      .expect(404);
    await api().patch('/api/v1/users/me').set('Authorization', bearer(target.accessToken)).send({ bio: 'still free' }).expect(200);
  });

  it("a restricted account's writes get 403 with the spec text, reading and signing out still work; lifting restores writes; both are audited and published", async () => {
    const moderator = await signedInModerator();
    const target = await identity.signIn(uniqueEmail('restricted'));
    const targetId = decodeJwt(target.accessToken).sub as string;
    const since = identity.clock.now().toISOString();

    const restricted = await api()
      .put(`/api/v1/moderation/accounts/${targetId}/restriction`)
      .set('Authorization', bearer(moderator.accessToken))
      .send({ hours: 48, reason: 'spam' });
    expect(restricted.status).toBe(200);
    expect(Date.parse(restricted.body.restrictedUntil) - identity.clock.now().getTime()).toBe(48 * 3600_000);

    const write = await api().patch('/api/v1/users/me').set('Authorization', bearer(target.accessToken)).send({ bio: 'hello' });
    expect(write.status).toBe(403);
    expect(errorBodySchema.parse(write.body)).toMatchObject({ status: 403, code: 'FORBIDDEN', message: RESTRICTED });
    expect((await api().get('/api/v1/users/me').set('Authorization', bearer(target.accessToken)).expect(200)).body.bio).not.toBe('hello');

    const events = await identity.connection().collection('outbox_events').find({ type: ACCOUNT_RESTRICTION_EVENT, 'payload.userId': targetId }).toArray();
    expect(events).toHaveLength(1);
    const polled = await api()
      .get(`/internal/accounts/restrictions?since=${encodeURIComponent(since)}`)
      .set('Authorization', await serviceAuthorization('feed'));
    expect(internalRestrictionsResponseSchema.parse(polled.body).restrictions).toContainEqual(
      expect.objectContaining({ userId: targetId, restrictedUntil: restricted.body.restrictedUntil }),
    );

    await api()
      .delete(`/api/v1/moderation/accounts/${targetId}/restriction`)
      .set('Authorization', bearer(moderator.accessToken))
      .expect(200, { userId: targetId, restrictedUntil: null });
    await api().patch('/api/v1/users/me').set('Authorization', bearer(target.accessToken)).send({ bio: 'hello' }).expect(200);

    const audit = await identity.connection().collection('moderation_audit').find({ itemId: targetId }).sort({ at: 1 }).toArray();
    expect(audit.map((entry) => [entry['action'], entry['reason'], entry['moderatorId']])).toEqual([
      ['restrict', 'spam', decodeJwt(moderator.accessToken).sub],
      ['lift', null, decodeJwt(moderator.accessToken).sub],
    ]);
    await api().post('/api/v1/auth/logout').set('Authorization', bearer(target.accessToken)).expect(204);
  });

  it('a restriction ends by itself when its time is up', async () => {
    const moderator = await signedInModerator();
    const target = await identity.signIn(uniqueEmail('timed'));
    const targetId = decodeJwt(target.accessToken).sub as string;
    await api()
      .put(`/api/v1/moderation/accounts/${targetId}/restriction`)
      .set('Authorization', bearer(moderator.accessToken))
      .send({ hours: 1 })
      .expect(200);
    await api().patch('/api/v1/users/me').set('Authorization', bearer(target.accessToken)).send({ bio: 'x' }).expect(403);
    identity.clock.advance(3_601_000);
    const refreshed = await api().post('/api/v1/auth/refresh-token').set('Authorization', bearer(target.refreshToken)).expect(200);
    await api().patch('/api/v1/users/me').set('Authorization', bearer(refreshed.body.accessToken)).send({ bio: 'x' }).expect(200);
  });
});

describe('the restrictions’ audit log (GET /moderation/audit)', () => {
  it('shows moderators every restriction and lift, newest first, with the moderator’s name; a sealed one names only the item; others get 403/401', async () => {
    const moderator = await signedInModerator();
    const moderatorId = decodeJwt(moderator.accessToken).sub as string;
    await api().patch('/api/v1/users/me').set('Authorization', bearer(moderator.accessToken)).send({ name: 'Meera Moderator' }).expect(200);
    const target = await identity.signIn(uniqueEmail('audited'));
    const targetId = decodeJwt(target.accessToken).sub as string;
    const author = await identity.signIn(uniqueEmail('sealed-author'));
    const authorId = decodeJwt(author.accessToken).sub as string;

    const restrictPath = `/api/v1/moderation/accounts/${targetId}/restriction`;
    await api().put(restrictPath).set('Authorization', bearer(moderator.accessToken)).send({ hours: 24, reason: 'spam' }).expect(200);
    identity.clock.advance(1_000);
    await api().delete(restrictPath).set('Authorization', bearer(moderator.accessToken)).send({}).expect(200);
    identity.clock.advance(1_000);
    await api()
      .put(INTERNAL_SEALED_RESTRICTION_PATH)
      .set('Authorization', await serviceAuthorization('feed'))
      .send({ userId: authorId, hours: 12, moderatorId, reference: { itemType: 'post', itemId: 'PostAudit01' } })
      .expect(200);

    const res = await api().get('/api/v1/moderation/audit?size=50').set('Authorization', bearer(moderator.accessToken));
    expect(res.status).toBe(200);
    const log = pagedAuditEntriesSchema.parse(res.body);
    const mine = log.content.filter((entry) => entry.moderatorId === moderatorId);
    expect(mine.map((entry) => [entry.action, entry.itemType, entry.itemId, entry.reason, entry.moderatorName])).toEqual([
      ['restrict', 'post', 'PostAudit01', null, 'Meera Moderator'],
      ['lift', 'account', targetId, null, 'Meera Moderator'],
      ['restrict', 'account', targetId, 'spam', 'Meera Moderator'],
    ]);
    expect(JSON.stringify(res.body)).not.toContain(authorId);

    const student = await identity.signIn(uniqueEmail('curious'));
    const refused = await api().get('/api/v1/moderation/audit').set('Authorization', bearer(student.accessToken));
    expect(refused.status).toBe(403);
    expect(errorBodySchema.parse(refused.body).message).toBe(MODERATION_MESSAGES.moderatorsOnly);
    await api().get('/api/v1/moderation/audit').expect(401);
  });
});
