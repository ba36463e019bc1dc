import request from 'supertest';
import {
  MAX_BLOCKED_USERS,
  USER_BLOCK_EVENT,
  USER_BLOCK_MESSAGES,
  blockedUserSchema,
  blockedUsersPageSchema,
  errorBodySchema,
  internalUserBlocksResponseSchema,
} from '@campusloop/contracts';
import { serviceAuthorization } from '@campusloop/testing';
import { uniqueEmail, useIdentityTestApp } from '../testing/identity-test-app';

const bearer = (token: string) => `Bearer ${token}`;

describe.each([1, 2])('blocking a user, on %i instance(s) of identity', (instances) => {
  const identity = useIdentityTestApp({ instances });
  const api = () => request(identity.app());

  async function person(prefix: string, name?: string) {
    const session = await identity.signIn(uniqueEmail(prefix));
    const me = await api().get('/api/v1/users/me').set('Authorization', bearer(session.accessToken)).expect(200);
    if (name) await api().patch('/api/v1/users/me').set('Authorization', bearer(session.accessToken)).send({ name }).expect(200);
    return { token: session.accessToken, id: me.body.id as string };
  }
  const events = (blockerId: string) =>
    identity.connection().collection('outbox_events').find({ type: USER_BLOCK_EVENT, 'payload.blockerId': blockerId }).toArray();

  it('twenty parallel blocks of one person store one block and one event; the list shows the display name; unblock ends it', async () => {
    const blocker = await person('blocker');
    const blocked = await person('blocked', 'Riya Sharma');

    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api().put(`/api/v1/users/me/blocks/${blocked.id}`).set('Authorization', bearer(blocker.token)),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    for (const answer of answers) expect(blockedUserSchema.parse(answer.body)).toMatchObject({ userId: blocked.id, name: 'Riya Sharma' });
    expect(await identity.models().userBlocks.countDocuments({ blockerId: blocker.id })).toBe(1);
    expect((await events(blocker.id)).map((event) => event['payload'].blocked)).toEqual([true]);

    const list = await api().get('/api/v1/users/me/blocks').set('Authorization', bearer(blocker.token)).expect(200);
    expect(blockedUsersPageSchema.parse(list.body)).toMatchObject({ totalElements: 1, last: true, content: [{ userId: blocked.id, name: 'Riya Sharma' }] });
    // The blocked user's own list is empty: a block is told to nobody.
    const theirs = await api().get('/api/v1/users/me/blocks').set('Authorization', bearer(blocked.token)).expect(200);
    expect(theirs.body.totalElements).toBe(0);

    // Services poll the changes (fallback for a late event).
    const since = new Date(Date.now() - 24 * 3600_000).toISOString();
    const polled = await api()
      .get(`/internal/users/blocks?since=${encodeURIComponent(since)}`)
      .set('Authorization', await serviceAuthorization('feed'))
      .expect(200);
    expect(internalUserBlocksResponseSchema.parse(polled.body).blocks).toContainEqual(
      expect.objectContaining({ blockerId: blocker.id, blockedId: blocked.id, blocked: true }),
    );

    const unblocks = await Promise.all(
      Array.from({ length: 5 }, () => api().delete(`/api/v1/users/me/blocks/${blocked.id}`).set('Authorization', bearer(blocker.token))),
    );
    expect(unblocks.map((answer) => answer.status)).toEqual(Array(5).fill(204));
    expect((await events(blocker.id)).map((event) => event['payload'].blocked).sort()).toEqual([false, true]);
    const after = await api().get('/api/v1/users/me/blocks').set('Authorization', bearer(blocker.token)).expect(200);
    expect(after.body).toMatchObject({ totalElements: 0, content: [] });
  });

  it('refuses yourself (400), an unknown user (404), a bad id (400) and a visitor (401), storing nothing', async () => {
    const blocker = await person('refused');
    const self = await api().put(`/api/v1/users/me/blocks/${blocker.id}`).set('Authorization', bearer(blocker.token));
    expect(self.status).toBe(400);
    expect(errorBodySchema.parse(self.body).validationErrors).toEqual({ userId: USER_BLOCK_MESSAGES.self });

    const unknown = await api().put('/api/v1/users/me/blocks/aaaaaaaaaaa').set('Authorization', bearer(blocker.token));
    expect(unknown.status).toBe(404);
    expect(errorBodySchema.parse(unknown.body).message).toBe(USER_BLOCK_MESSAGES.notFound);

    const bad = await api().put('/api/v1/users/me/blocks/not-an-id').set('Authorization', bearer(blocker.token));
    expect(bad.status).toBe(400);
    expect(errorBodySchema.parse(bad.body).code).toBe('VALIDATION_ERROR');
    await api().get('/api/v1/users/me/blocks?size=0').set('Authorization', bearer(blocker.token)).expect(400);
    await api().put(`/api/v1/users/me/blocks/${blocker.id}`).expect(401);

    expect(await identity.models().userBlocks.countDocuments({ blockerId: blocker.id })).toBe(0);
    expect(await events(blocker.id)).toHaveLength(0);
  });

  it(`refuses a block past ${MAX_BLOCKED_USERS} with 409, nothing stored`, async () => {
    const blocker = await person('capped');
    const target = await person('one-too-many');
    const now = new Date();
    await identity.models().userBlocks.insertMany(
      Array.from({ length: MAX_BLOCKED_USERS }, (_, index) => ({
        _id: `${blocker.id}>filler-${index}`,
        blockerId: blocker.id,
        blockedId: `filler-${index}`,
        createdAt: now,
      })),
    );
    const refused = await api().put(`/api/v1/users/me/blocks/${target.id}`).set('Authorization', bearer(blocker.token));
    expect(refused.status).toBe(409);
    expect(errorBodySchema.parse(refused.body).message).toBe(USER_BLOCK_MESSAGES.tooMany);
    expect(await identity.models().userBlocks.countDocuments({ blockerId: blocker.id })).toBe(MAX_BLOCKED_USERS);
    expect(await events(blocker.id)).toHaveLength(0);
  });
});
