import request from 'supertest';
import { COMMUNITIES_PATHS, COMMUNITY_MESSAGES, MODERATION_MESSAGES, apiPath, type ReportedItem } from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import { expectModeratorsOnly, TEST_UNI_A, TEST_UNI_B, TEST_VISITOR, testServiceAuth, type TestPersona } from '@campusloop/testing';
import { communityBody, communityPaths as P, useCommunitiesTestKit } from '../testing/communities-test-app';

const kit = useCommunitiesTestKit();

const paths = {
  report: (id: string) => apiPath(COMMUNITIES_PATHS.report, { communityId: id }),
  queue: `${apiPath(COMMUNITIES_PATHS.queue)}?size=100`,
  block: (id: string) => apiPath(COMMUNITIES_PATHS.block, { itemId: id }),
  unblock: (id: string) => apiPath(COMMUNITIES_PATHS.unblock, { itemId: id }),
  dismiss: (id: string) => apiPath(COMMUNITIES_PATHS.dismiss, { itemId: id }),
  audit: `${apiPath(COMMUNITIES_PATHS.audit)}?size=100`,
};
const moderator = () => kit.persona('Moderator', { roles: ['moderator'] });
const report = (as: TestPersona, id: string, body: unknown = { reason: 'spam' }) => kit.call('post', paths.report(id), as, body);
const ids = (res: { body: { content: Array<{ id: string }> } }) => res.body.content.map((community) => community.id);

async function createCommunity(owner: TestPersona, overrides: Record<string, unknown> = {}): Promise<string> {
  const res = await kit.call('post', P.list(), owner, communityBody(overrides));
  expect(res.status).toBe(201);
  return res.body.id as string;
}

async function feedAsks(communityId: string, userId: string, action: 'read' | 'write', universityId: string | null = null) {
  return request(kit.app())
    .post(P.access)
    .set('authorization', await testServiceAuth('feed').authorization())
    .send({ communityId, universityId, userId, action });
}

describe("'Report Community' (issue 28)", () => {
  it('a user reports once (409 after, already reported); bad reasons and long notes are 400; unknown, blocked or hidden communities 404; nothing stored', async () => {
    const owner = await kit.persona('Owner');
    const reporter = await kit.persona('Reporter');
    const id = await createCommunity(owner);
    const campus = await createCommunity(owner, { visibility: 'UNIVERSITY' });

    const first = await report(reporter, id, { reason: 'hate', note: 'Slurs in the description.' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ message: MODERATION_MESSAGES.reportReceived });
    const again = await report(reporter, id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(MODERATION_MESSAGES.alreadyReported);

    const stranger = await kit.persona('Stranger', { universityId: TEST_UNI_B });
    expect((await report(stranger, campus)).status).toBe(404);
    expect((await report(stranger, newId())).status).toBe(404);
    expect((await report(TEST_VISITOR, id)).status).toBe(401);
    expect((await report(stranger, id, { reason: 'dull' })).status).toBe(400);
    expect((await report(stranger, id, { reason: 'other', note: 'x'.repeat(501) })).status).toBe(400);
    expect(await kit.db.connection().collection('moderation_open_reports').countDocuments({ reporterId: stranger.id })).toBe(0);
  });

  it('non-moderators get 403 on the queue, the actions and the audit log; the queue names the owner, never a reporter', async () => {
    const owner = await kit.persona('Owner');
    const reporter = await kit.persona('Reporter');
    const id = await createCommunity(owner);
    await report(reporter, id);

    await expectModeratorsOnly(kit, COMMUNITIES_PATHS, id, [owner, reporter]);
    const queue = await kit.call('get', paths.queue, await moderator());
    expect((queue.body.content as ReportedItem[]).find((item) => item.itemId === id)).toMatchObject({
      itemType: 'community',
      count: 1,
      content: { authorId: owner.id, blocked: false },
    });
    expect(JSON.stringify(queue.body)).not.toContain(reporter.id);
  });

  it('a blocked community is hidden from others in every list, detail and count, takes no joins or posts, its owner sees it marked; audited; unblock restores it', async () => {
    const owner = await kit.persona('Owner');
    const member = await kit.persona('Member');
    const newcomer = await kit.persona('Newcomer');
    const reporter = await kit.persona('Reporter');
    const id = await createCommunity(owner);
    await kit.call('post', P.join(id), member).then((res) => expect(res.status).toBe(200));
    await report(reporter, id);
    const before = (await kit.call('get', P.list(), newcomer)).body.totalElements as number;
    const mod = await moderator();

    const blocked = await kit.call('post', paths.block(id), mod, { reason: 'Hate group' });
    expect(blocked.body).toEqual({ itemType: 'community', itemId: id, blocked: true, reportsClosed: 1 });

    for (const as of [member, newcomer, TEST_VISITOR]) {
      expect((await kit.call('get', P.community(id), as)).status).toBe(404);
      const list = await kit.call('get', P.list(), as);
      expect(ids(list)).not.toContain(id);
      expect(list.body.totalElements).toBe(before - 1);
    }
    const joined = await kit.call('get', P.joined, member);
    expect(ids(joined)).not.toContain(id);
    const join = await kit.call('post', P.join(id), newcomer);
    expect(join.status).toBe(404);
    expect(join.body).toMatchObject({ status: 404, message: COMMUNITY_MESSAGES.notFoundOrNoAccess });
    expect((await feedAsks(id, member.id, 'read')).status).toBe(404);
    const ownerPost = await feedAsks(id, owner.id, 'write');
    expect(ownerPost.status).toBe(403);
    expect(ownerPost.body).toMatchObject({ status: 403, message: COMMUNITY_MESSAGES.blockedNoPosts });
    expect((await feedAsks(id, owner.id, 'read')).status).toBe(200);

    expect((await kit.call('get', P.community(id), owner)).body).toMatchObject({ blocked: true, isOwner: true });
    expect((await kit.call('get', P.mine, owner)).body.content).toContainEqual(expect.objectContaining({ id, blocked: true }));
    for (const path of [P.community(id), P.mine]) {
      expect(JSON.stringify((await kit.call('get', path, owner)).body)).not.toContain(reporter.id);
    }
    const outcome = (await kit.db.connection().collection('outbox_events').find({ type: 'moderation.outcome' }).toArray()).find(
      (event) => event['payload']?.itemId === id,
    );
    expect(outcome?.['payload']).toMatchObject({ itemType: 'community', authorId: owner.id, reporterIds: [reporter.id] });

    await kit.call('post', paths.unblock(id), mod, {}).then((res) => expect(res.body).toMatchObject({ blocked: false }));
    expect((await kit.call('get', P.community(id), newcomer)).body.blocked).toBeUndefined();
    expect((await kit.call('get', P.list(), newcomer)).body.totalElements).toBe(before);
    expect(ids(await kit.call('get', P.joined, member))).toContain(id);
    expect((await feedAsks(id, owner.id, 'write')).status).toBe(200);

    const audit = (await kit.call('get', paths.audit, mod)).body.content as Array<Record<string, unknown>>;
    expect(audit.filter((entry) => entry['itemId'] === id)).toEqual([
      expect.objectContaining({ action: 'unblock', moderatorId: mod.id, itemType: 'community' }),
      expect.objectContaining({ action: 'block', moderatorId: mod.id, reason: 'Hate group', reportsClosed: 1 }),
    ]);
  });

  it('a blocked campus community is gone from its campus list too; dismiss leaves a community as it is', async () => {
    const owner = await kit.persona('Owner');
    const student = await kit.persona('Student');
    const campus = await createCommunity(owner, { visibility: 'UNIVERSITY' });
    const mod = await moderator();
    await report(student, campus);
    expect((await kit.call('post', paths.dismiss(campus), mod, {})).body).toMatchObject({ blocked: false, reportsClosed: 1 });
    expect(ids(await kit.call('get', P.list(TEST_UNI_A), student))).toContain(campus);

    await kit.call('post', paths.block(campus), mod, {});
    expect(ids(await kit.call('get', P.list(TEST_UNI_A), student))).not.toContain(campus);
    expect((await kit.call('post', paths.block(newId()), mod, {})).status).toBe(404);
  });
});
