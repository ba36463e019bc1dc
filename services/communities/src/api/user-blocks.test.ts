import request from 'supertest';
import { COMMUNITY_MESSAGES } from '@campusloop/contracts';
import { TEST_UNI_A, testServiceAuth, type TestPersona } from '@campusloop/testing';
import { communityBody, communityPaths as P, useCommunitiesTestKit } from '../testing/communities-test-app';

// Two communities instances on one database: the block reaches one, `call` alternates between them.
const kit = useCommunitiesTestKit({}, { instances: 2 });

async function idsOf(path: string, who: TestPersona): Promise<string[]> {
  const res = await kit.call('get', `${path}${path.includes('?') ? '&' : '?'}size=100`, who);
  expect(res.status).toBe(200);
  return (res.body.content as Array<{ id: string }>).map((community) => community.id);
}

/** The feed's access question, as the feed asks it before it lists or opens a community's posts. */
async function feedMayRead(communityId: string, universityId: string | null, userId: string): Promise<number> {
  const res = await request(kit.app())
    .post(P.access)
    .set('authorization', await testServiceAuth('feed').authorization())
    .send({ communityId, universityId, userId, action: 'read' });
  return res.status;
}

describe("a blocked user's communities, for the blocker (issue 28)", () => {
  it('leave the blocker’s public, campus and Joined lists and are not found for them (page, join, feed access); others still see them; unblock brings them back', async () => {
    const [ana, zed, bob] = await Promise.all(['Ana', 'Zed', 'Bob'].map((label) => kit.persona(label)));
    if (!ana || !zed || !bob) throw new Error('personas');
    const create = async (owner: TestPersona, overrides: Record<string, unknown> = {}) => {
      const res = await kit.call('post', P.list(), owner, communityBody(overrides));
      expect(res.status).toBe(201);
      return res.body.id as string;
    };
    const zedsPublic = await create(zed);
    const zedsCampus = await create(zed, { visibility: 'UNIVERSITY' });
    const bobsPublic = await create(bob);
    const anasPublic = await create(ana);
    // Ana had joined Zed's campus community before she blocks him.
    expect((await kit.call('post', P.join(zedsCampus), ana)).status).toBe(200);
    expect((await kit.call('post', P.join(bobsPublic), ana)).status).toBe(200);

    await kit.blockChanged(ana, zed, true);
    for (let round = 0; round < 2; round += 1) {
      const publicList = await idsOf(P.list(), ana);
      expect(publicList).toEqual(expect.arrayContaining([bobsPublic, anasPublic]));
      expect(publicList).not.toContain(zedsPublic);
      expect(await idsOf(P.list(TEST_UNI_A), ana)).not.toContain(zedsCampus);
      expect(await idsOf(P.joined, ana)).toEqual([bobsPublic]);
      expect(await idsOf(P.mine, ana)).toEqual([anasPublic]);
      for (const id of [zedsPublic, zedsCampus]) {
        const hidden = await kit.call('get', P.community(id), ana);
        expect(hidden.status).toBe(404);
        expect(hidden.body.message).toBe(COMMUNITY_MESSAGES.notFoundOrNoAccess);
      }
      expect((await kit.call('post', P.join(zedsPublic), ana)).status).toBe(404);
      // The feed is told the same: Zed's community's posts are not Ana's to read.
      expect(await feedMayRead(zedsCampus, TEST_UNI_A, ana.id)).toBe(404);
    }

    // Everyone else still sees them; Zed is told nothing.
    expect(await idsOf(P.list(), bob)).toEqual(expect.arrayContaining([zedsPublic, bobsPublic, anasPublic]));
    expect((await kit.call('get', P.community(zedsPublic), bob)).status).toBe(200);
    expect((await kit.call('get', P.community(zedsCampus), zed)).body.memberCount).toBe(2);
    expect(await feedMayRead(zedsCampus, TEST_UNI_A, zed.id)).toBe(200);

    await kit.blockChanged(ana, zed, false);
    for (let round = 0; round < 2; round += 1) {
      expect(await idsOf(P.list(), ana)).toEqual(expect.arrayContaining([zedsPublic, bobsPublic, anasPublic]));
      expect(await idsOf(P.joined, ana)).toEqual(expect.arrayContaining([zedsCampus, bobsPublic]));
      const page = await kit.call('get', P.community(zedsCampus), ana);
      expect(page.status).toBe(200);
      expect(page.body.isMember).toBe(true);
      expect(await feedMayRead(zedsCampus, TEST_UNI_A, ana.id)).toBe(200);
    }
  });

  it('lets a member who blocked the owner still leave (a member may always leave)', async () => {
    const [ana, zed] = await Promise.all(['Ana', 'Zed'].map((label) => kit.persona(label)));
    if (!ana || !zed) throw new Error('personas');
    const { body } = await kit.call('post', P.list(), zed, communityBody());
    await kit.call('post', P.join(body.id), ana);
    await kit.blockChanged(ana, zed, true);
    expect((await kit.call('delete', P.leave(body.id), ana)).status).toBe(200);
    expect((await kit.call('get', P.community(body.id), zed)).body.memberCount).toBe(1);
  });
});
