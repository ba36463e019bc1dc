import { COMMUNITY_MESSAGES, STATUS_MESSAGES } from '@campusloop/contracts';
import { UNI_A, feedPaths, useFeedTestKit } from '../testing/feed-test-kit';
import { NOT_A_MEMBER_MESSAGE } from '../testing/fake-communities-server';
import { createHttpCommunityAccess } from '../data/http-community-access';

// Issue 17, finding 6: the community seam allowed every id, so an unverified student could post into
// `NoSuchComm1`. Now the communities service decides, and the feed fails closed without its answer.

const NOT_FOUND = { status: 404, code: 'NOT_FOUND', message: COMMUNITY_MESSAGES.notFoundOrNoAccess };
const post = { title: 'Free pizza', body: 'Come now', isAnonymous: false };

describe('community feeds with no communities service configured', () => {
  // As main.ts builds the feed when COMMUNITIES_URL is unset.
  const kit = useFeedTestKit({ communityAccess: undefined });

  it('when an unverified student posts into a community nobody created, then 404 and nothing is stored', async () => {
    const unverified = await kit.persona('Unverified', { universityVerified: false, universityId: null });
    const verified = await kit.student(UNI_A);

    const posted = await kit.call('post', feedPaths.publicCommunity('NoSuchComm1'), unverified, post);
    const listed = await kit.call('get', feedPaths.publicCommunity('NoSuchComm1'), verified);
    const campus = await kit.call(
      'post',
      feedPaths.universityCommunity(UNI_A, 'NoSuchComm1'),
      verified,
      post,
    );

    expect(posted.body).toMatchObject(NOT_FOUND);
    expect(listed.body).toMatchObject(NOT_FOUND);
    expect(campus.body).toMatchObject(NOT_FOUND);
    expect(await kit.store().posts.countDocuments({})).toBe(0);
  });
});

describe('community feeds with the communities service', () => {
  const kit = useFeedTestKit();

  it('when the communities service knows no such community, then 404 and nothing is stored', async () => {
    const unverified = await kit.persona('Unverified', { universityVerified: false, universityId: null });

    const posted = await kit.call('post', feedPaths.publicCommunity('NoSuchComm1'), unverified, post);

    expect(posted.body).toMatchObject(NOT_FOUND);
    expect(kit.communities().calls.at(-1)).toEqual({
      communityId: 'NoSuchComm1',
      universityId: null,
      userId: unverified.id,
      action: 'write',
    });
    expect(await kit.store().posts.countDocuments({ communityId: 'NoSuchComm1' })).toBe(0);
  });

  it('when it refuses the student (403), then the feed refuses with its message; reading asks for read', async () => {
    const member = await kit.student(UNI_A);
    const outsider = await kit.student(UNI_A);
    const id = kit.communities().add('closedClub1', { name: 'Closed club', refuse: [outsider.id] });
    await kit.createPost(member, feedPaths.publicCommunity(id));

    const posted = await kit.call('post', feedPaths.publicCommunity(id), outsider, post);
    const listed = await kit.call('get', feedPaths.publicCommunity(id), member);

    expect(posted.body).toMatchObject({ status: 403, message: NOT_A_MEMBER_MESSAGE });
    expect(listed.status).toBe(200);
    expect(listed.body.content).toEqual([expect.objectContaining({ communityName: 'Closed club' })]);
    expect(kit.communities().calls.at(-1)).toMatchObject({ userId: member.id, action: 'read' });
  });

  it.each([
    ['a server error', 500, { status: 500, code: 'INTERNAL_ERROR', message: 'boom' }],
    ['an answer that breaks the contract', 200, { allowed: true }],
    ['an unexpected status', 401, { status: 401, code: 'UNAUTHORIZED', message: 'no' }],
  ])('when it answers %s, then 503 and nothing is stored (fail closed)', async (_name, status, body) => {
    const student = await kit.student(UNI_A);
    const id = kit.communities().add('flakyClub01', { name: 'Flaky club' });
    const before = await kit.store().posts.countDocuments({ communityId: id });

    kit.communities().failNext(status, body);
    const posted = await kit.call('post', feedPaths.publicCommunity(id), student, post);

    expect(posted.body).toMatchObject({ status: 503, message: STATUS_MESSAGES[503] });
    expect(await kit.store().posts.countDocuments({ communityId: id })).toBe(before);
  });
});

describe('community feeds when the communities service does not answer', () => {
  // Nothing listens on port 9 of this machine: connection refused, as when communities is down.
  const kit = useFeedTestKit({
    communityAccess: createHttpCommunityAccess({ baseUrl: 'http://127.0.0.1:9', timeoutMs: 1_000 }),
  });

  it('when a student posts into a community, then 503 and nothing is stored (fail closed)', async () => {
    const student = await kit.student(UNI_A);

    const posted = await kit.call('post', feedPaths.publicCommunity('someClub001'), student, post);

    expect(posted.body).toMatchObject({ status: 503, message: STATUS_MESSAGES[503] });
    expect(await kit.store().posts.countDocuments({})).toBe(0);
  });
});
