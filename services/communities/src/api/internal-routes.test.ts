import request from 'supertest';
import { COMMUNITY_MESSAGES, communityAccessResponseSchema } from '@campusloop/contracts';
import { TEST_UNI_A, TEST_UNI_B, testServiceAuth } from '@campusloop/testing';
import { communityBody, communityPaths as P, useCommunitiesTestKit } from '../testing/communities-test-app';

const kit = useCommunitiesTestKit();

async function internal(path: string, body: unknown, signed = true) {
  let pending = request(kit.app()).post(path);
  if (signed) pending = pending.set('authorization', await testServiceAuth('feed').authorization());
  return pending.send(body as object);
}

describe("the feed's access question (POST /internal/communities/access)", () => {
  it('answers the name to members and the owner, 403 (Join) to others, 404 on the wrong path or once deleted', async () => {
    const owner = await kit.persona('Owner');
    const member = await kit.persona('Member');
    const outsider = await kit.persona('Outsider');
    const { body } = await kit.call('post', P.list(), owner, communityBody({ name: `Hikers ${Date.now()}`, visibility: 'UNIVERSITY' }));
    await kit.call('post', P.join(body.id), member);
    const ask = (userId: string, universityId: string | null, action = 'read') =>
      internal(P.access, { communityId: body.id, universityId, userId, action });

    for (const user of [owner, member]) {
      const allowed = await ask(user.id, TEST_UNI_A, 'write');
      expect(allowed.status).toBe(200);
      expect(communityAccessResponseSchema.parse(allowed.body)).toEqual({ name: body.name });
    }
    const refused = await ask(outsider.id, TEST_UNI_A);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(COMMUNITY_MESSAGES.joinToSeePosts);
    expect((await ask(member.id, null)).status).toBe(404);
    expect((await ask(member.id, TEST_UNI_B)).status).toBe(404);

    await kit.call('delete', P.leave(body.id), member);
    expect((await ask(member.id, TEST_UNI_A)).status).toBe(403);
    await kit.call('delete', P.community(body.id), owner);
    const gone = await ask(owner.id, TEST_UNI_A);
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(COMMUNITY_MESSAGES.notFoundOrNoAccess);
  });

  it('refuses a call without a service token (401) and a malformed question (400)', async () => {
    expect((await internal(P.access, { communityId: 'abcdefghijk', universityId: null, userId: 'u', action: 'read' }, false)).status).toBe(401);
    expect((await internal(P.access, { communityId: 'abc', action: 'read' })).status).toBe(400);
  });
});

describe("the operator's official mark (POST /internal/communities/{id}/official)", () => {
  it('marks a community official (and back) only through the internal route; a client cannot send it', async () => {
    const owner = await kit.persona('Owner');
    const { body } = await kit.call('post', P.list(), owner, communityBody());
    expect((await kit.call('post', P.list(), owner, communityBody({ official: true }))).status).toBe(400);
    expect((await kit.call('put', P.community(body.id), owner, communityBody({ official: true }))).status).toBe(400);
    expect((await internal(P.official(body.id), { official: true }, false)).status).toBe(401);

    const marked = await internal(P.official(body.id), { official: true });
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ id: body.id, name: body.name, official: true });
    expect((await kit.call('get', P.community(body.id), owner)).body.official).toBe(true);
    expect((await internal(P.official(body.id), { official: false })).body.official).toBe(false);
    expect((await internal(P.official('NoSuchComm1'), { official: true })).status).toBe(404);
  });
});
