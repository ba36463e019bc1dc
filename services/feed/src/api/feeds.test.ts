import { POST_MESSAGES } from '@campusloop/contracts';
import { UNI_A, UNI_B, VISITOR, feedPaths, useFeedTestKit } from '../testing/feed-test-kit';

const kit = useFeedTestKit();

describe('public feed', () => {
  it('when a signed-in user posts, then the post leads the public feed, readable by visitors too', async () => {
    const author = await kit.persona('Author', { avatarUrl: 'https://cdn.example/a.png' });
    const { id } = await kit.createPost(author, feedPaths.public, {
      title: '  Which hostel?  ',
      body: ' Asking for a friend ',
    });

    const res = await kit.call('get', feedPaths.public, VISITOR);

    expect(res.status).toBe(200);
    expect(res.body.content[0]).toMatchObject({
      id,
      scope: 'PUBLIC',
      title: 'Which hostel?',
      body: 'Asking for a friend',
      isAnonymous: false,
      author: {
        name: author.claims?.name,
        avatarUrl: 'https://cdn.example/a.png',
        isVerified: true,
        universityName: 'Alpha University',
      },
      authorId: author.id,
      liked: false,
      likeCount: 0,
      commentCount: 0,
      isOwner: false,
      communityId: null,
      communityName: null,
    });
    expect(res.body.content[0].createdAt).toBe(res.body.content[0].updatedAt);
  });

  it('when a visitor tries to post, then 401 and nothing is stored', async () => {
    const before = (await kit.call('get', feedPaths.public, VISITOR)).body.totalElements;

    const res = await kit.call('post', feedPaths.public, VISITOR, {
      title: 'Hi',
      body: 'There',
      isAnonymous: false,
    });

    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Session expired. Please log in again.');
    expect((await kit.call('get', feedPaths.public, VISITOR)).body.totalElements).toBe(before);
  });

  it('shows isOwner to the author only, and the author snapshot of a non-university user', async () => {
    const highSchooler = await kit.persona('Hana', {
      audience: 'HIGH_SCHOOL_STUDENT',
      universityId: null,
      universityVerified: false,
      universityName: null,
    });
    const { id } = await kit.createPost(highSchooler, feedPaths.public);
    const other = await kit.student();

    const asAuthor = await kit.call('get', feedPaths.post(id), highSchooler);
    const asOther = await kit.call('get', feedPaths.post(id), other);

    expect(asAuthor.body).toMatchObject({
      isOwner: true,
      author: { isVerified: false, universityName: null },
    });
    expect(asOther.body.isOwner).toBe(false);
  });
});

describe('campus feed', () => {
  it('when a verified student posts on their campus, then fellow students see it and it stays off the public feed', async () => {
    const alice = await kit.student(UNI_A);
    const bob = await kit.student(UNI_A);
    const { id } = await kit.createPost(alice, feedPaths.campus(UNI_A), { title: 'Campus only' });

    const campus = await kit.call('get', feedPaths.campus(UNI_A), bob);
    const publicFeed = await kit.call('get', `${feedPaths.public}?size=100`, bob);

    expect(campus.body.content.map((post: { id: string }) => post.id)).toContain(id);
    expect(campus.body.content[0]).toMatchObject({ id, scope: 'CAMPUS', universityId: UNI_A });
    expect(publicFeed.body.content.map((post: { id: string }) => post.id)).not.toContain(id);
  });

  it.each([
    ['a student of another university', { universityId: UNI_B, universityName: 'Bravo University' }],
    ['an unverified student', { universityVerified: false }],
    [
      'a high-school student',
      { audience: 'HIGH_SCHOOL_STUDENT' as const, universityId: null, universityVerified: false },
    ],
  ])('when %s reads or writes a campus feed, then 403 with the spec text', async (_who, claims) => {
    const outsider = await kit.persona('Outsider', claims);

    const read = await kit.call('get', feedPaths.campus(UNI_A), outsider);
    const write = await kit.call('post', feedPaths.campus(UNI_A), outsider, {
      title: 'x',
      body: 'y',
      isAnonymous: false,
    });

    for (const res of [read, write]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toBe('Access denied. Please verify your university email.');
    }
  });

  it('when a visitor reads a campus feed, then 401', async () => {
    const res = await kit.call('get', feedPaths.campus(UNI_A), VISITOR);

    expect(res.status).toBe(401);
  });

  it('when an outsider opens a campus post by id, then 403 (also for its comments)', async () => {
    const alice = await kit.student(UNI_A);
    const carol = await kit.student(UNI_B);
    const { id } = await kit.createPost(alice, feedPaths.campus(UNI_A));

    expect((await kit.call('get', feedPaths.post(id), carol)).status).toBe(403);
    expect((await kit.call('get', feedPaths.comments(id), carol)).status).toBe(403);
    expect((await kit.call('get', feedPaths.post(id), VISITOR)).status).toBe(401);
  });
});

describe('community feeds', () => {
  it('keeps public and university community posts apart and remembers the community', async () => {
    const alice = await kit.student(UNI_A);
    const communityId = 'communityX1';
    kit.communities().add(communityId, { name: 'Chess (open)' });
    kit.communities().add(communityId, { name: 'Chess (campus)', universityId: UNI_A });
    const inPublic = await kit.createPost(alice, feedPaths.publicCommunity(communityId), {
      title: 'Public community post',
    });
    const inUniversity = await kit.createPost(alice, feedPaths.universityCommunity(UNI_A, communityId), {
      title: 'Uni community post',
    });

    const publicList = await kit.call('get', feedPaths.publicCommunity(communityId), alice);
    const universityList = await kit.call('get', feedPaths.universityCommunity(UNI_A, communityId), alice);

    expect(publicList.body.content.map((post: { id: string }) => post.id)).toEqual([inPublic.id]);
    expect(universityList.body.content.map((post: { id: string }) => post.id)).toEqual([inUniversity.id]);
    expect(universityList.body.content[0]).toMatchObject({
      scope: 'COMMUNITY',
      communityId,
      communityName: 'Chess (campus)',
      universityId: UNI_A,
    });
    expect(publicList.body.content[0]).toMatchObject({
      scope: 'COMMUNITY',
      communityId,
      communityName: 'Chess (open)',
      universityId: null,
    });
  });

  it('lets only verified students of that university into a university community, and nobody signed out into any', async () => {
    const carol = await kit.student(UNI_B);
    const unverified = await kit.persona('Unverified', { universityVerified: false });
    kit.communities().add('communityY1', { name: 'Open club' });
    kit.communities().add('communityY1', { name: 'Campus club', universityId: UNI_A });

    expect((await kit.call('get', feedPaths.universityCommunity(UNI_A, 'communityY1'), carol)).status).toBe(
      403,
    );
    expect(
      (await kit.call('get', feedPaths.universityCommunity(UNI_A, 'communityY1'), unverified)).status,
    ).toBe(403);
    expect((await kit.call('get', feedPaths.publicCommunity('communityY1'), VISITOR)).status).toBe(401);
    expect((await kit.call('get', feedPaths.publicCommunity('communityY1'), unverified)).status).toBe(200);
  });
});

describe('post validation (spec §5)', () => {
  it.each([
    ['no title', { body: 'content' }, 'title', POST_MESSAGES.titleRequired],
    ['a blank title', { title: '   ', body: 'content' }, 'title', POST_MESSAGES.titleRequired],
    [
      'a 121-character title',
      { title: 'x'.repeat(121), body: 'content' },
      'title',
      POST_MESSAGES.titleTooLong,
    ],
    ['no content', { title: 'Title' }, 'body', POST_MESSAGES.contentRequired],
    ['blank content', { title: 'Title', body: ' \n ' }, 'body', POST_MESSAGES.contentRequired],
    [
      '5001 characters of content',
      { title: 'Title', body: 'x'.repeat(5001) },
      'body',
      POST_MESSAGES.contentTooLong,
    ],
  ])('when a post is created with %s, then 400 on %s: %s', async (_case, post, field, message) => {
    const author = await kit.student();

    const res = await kit.call('post', feedPaths.public, author, post);

    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
    expect(res.body.validationErrors[field]).toBe(message);
  });

  it('accepts exactly 120 and 5000 characters (after trimming)', async () => {
    const author = await kit.student();

    const res = await kit.call('post', feedPaths.public, author, {
      title: ` ${'t'.repeat(120)} `,
      body: ` ${'b'.repeat(5000)} `,
      isAnonymous: false,
    });

    expect(res.status).toBe(201);
    expect(res.body.title).toHaveLength(120);
    expect(res.body.body).toHaveLength(5000);
  });

  it.each([
    ['no title', { body: 'content' }, 'title', POST_MESSAGES.updateTitleRequired],
    [
      'a 121-character title',
      { title: 'x'.repeat(121), body: 'content' },
      'title',
      POST_MESSAGES.updateTitleTooLong,
    ],
    ['empty content', { title: 'Title', body: '' }, 'body', POST_MESSAGES.updateContentRequired],
    [
      '5001 characters of content',
      { title: 'Title', body: 'x'.repeat(5001) },
      'body',
      POST_MESSAGES.updateContentTooLong,
    ],
  ])('when a post is updated with %s, then 400 on %s: %s', async (_case, update, field, message) => {
    const author = await kit.student();
    const { id } = await kit.createPost(author, feedPaths.public);

    const res = await kit.call('put', feedPaths.post(id), author, update);

    expect(res.status).toBe(400);
    expect(res.body.validationErrors[field]).toBe(message);
  });
});
