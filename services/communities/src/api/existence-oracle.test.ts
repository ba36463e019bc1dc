import request from 'supertest';
import { COMMUNITY_MESSAGES } from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import { TEST_UNI_A, TEST_UNI_B, expectNoExistenceOracle, testServiceAuth } from '@campusloop/testing';
import { communityBody, communityPaths as P, useCommunitiesTestKit } from '../testing/communities-test-app';

// Issue 34, finding 5: another campus's community answered 403 where an unknown id answered 404
// (signed out: 401 vs 404), so anyone could probe which ids are communities. Now a community the
// caller may not see answers exactly as an unknown or deleted one, on every route that takes an id.
const kit = useCommunitiesTestKit();

const NOT_FOUND = { status: 404, code: 'NOT_FOUND', message: COMMUNITY_MESSAGES.notFoundOrNoAccess };

async function campusCommunityAndOthers() {
  const owner = await kit.persona('Campus owner');
  const campus = await kit.call('post', P.list(), owner, communityBody({ visibility: 'UNIVERSITY' }));
  const deleted = await kit.call('post', P.list(), owner, communityBody({ visibility: 'UNIVERSITY' }));
  expect((await kit.call('delete', P.community(deleted.body.id), owner)).status).toBe(204);
  return { ids: [campus.body.id as string, newId(), deleted.body.id as string] };
}

describe('a community the caller may not see answers like one that does not exist', () => {
  it('signed out: details of a campus community, an unknown id and a deleted one are one 404', async () => {
    const { ids } = await campusCommunityAndOthers();
    await expectNoExistenceOracle(kit.app(), ids.map(P.community), NOT_FOUND);
  });

  it.each([
    ['a student of another university', { universityId: TEST_UNI_B }],
    ['an unverified student of its university', { universityVerified: false }],
  ])('%s: details, join, leave, edit and delete all answer one 404', async (_who, claims) => {
    const { ids } = await campusCommunityAndOthers();
    const caller = await kit.persona('Prober', claims);
    const as = { authorization: caller.authorization ?? '' };
    const routes = [
      { paths: ids.map(P.community), call: { ...as, method: 'get' as const } },
      { paths: ids.map(P.join), call: { ...as, method: 'post' as const } },
      { paths: ids.map(P.leave), call: { ...as, method: 'delete' as const } },
      {
        paths: ids.map(P.community),
        call: { ...as, method: 'put' as const, body: communityBody({ visibility: 'UNIVERSITY', universityId: null }) },
      },
      { paths: ids.map(P.community), call: { ...as, method: 'delete' as const } },
    ];
    for (const { paths, call } of routes) await expectNoExistenceOracle(kit.app(), paths, NOT_FOUND, call);
    // Nothing changed on refusal: the campus community is still there for its own students.
    const peer = await kit.persona('Peer');
    expect((await kit.call('get', P.community(ids[0] ?? ''), peer)).body).toMatchObject({ memberCount: 1 });
  });

  it("the feed's access question: another university's path or an unknown id are one 404", async () => {
    const { ids } = await campusCommunityAndOthers();
    const [campusId = '', unknownId = '', deletedId = ''] = ids;
    const outsider = await kit.persona('Other campus', { universityId: TEST_UNI_B });
    const authorization = await testServiceAuth('feed').authorization();
    const ask = async (communityId: string, universityId: string | null) => {
      const res = await request(kit.app())
        .post(P.access)
        .set('authorization', authorization)
        .send({ communityId, universityId, userId: outsider.id, action: 'read' });
      return { status: res.status, code: res.body?.code, message: res.body?.message };
    };
    for (const answer of [
      await ask(campusId, TEST_UNI_B),
      await ask(campusId, null),
      await ask(unknownId, TEST_UNI_B),
      await ask(deletedId, TEST_UNI_A),
    ]) {
      expect(answer).toEqual(NOT_FOUND);
    }
  });
});
