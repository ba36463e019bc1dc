import request from 'supertest';
import { feedPaths, useFeedTestKit } from '../testing/feed-test-kit';

const kit = useFeedTestKit();

describe('hostile input', () => {
  it.each([
    ['an operator instead of a title', { title: { $gt: '' }, body: 'b' }],
    ['an operator nested in media', { title: 't', body: 'b', media: [{ s3Key: { $ne: null } }] }],
    ['a prototype key', JSON.parse('{"title":"t","body":"b","__proto__":{"isAdmin":true}}')],
    ['a constructor key', { title: 't', body: 'b', constructor: { prototype: {} } }],
    ['a spoofed author id', { title: 't', body: 'b', authorId: 'someoneElse' }],
    ['spoofed counters', { title: 't', body: 'b', likeCount: 1000 }],
    ['isAnonymous as a string', { title: 't', body: 'b', isAnonymous: 'true' }],
    ['a title array', { title: ['t'], body: 'b' }],
    [
      'a path-traversal media key',
      {
        title: 't',
        body: 'b',
        media: [{ s3Key: '../../etc/passwd', originalFilename: 'x', contentType: 'image/jpeg', fileSize: 1 }],
      },
    ],
    [
      'a media type that is not an image',
      {
        title: 't',
        body: 'b',
        media: [
          { s3Key: 'post/abcdefghijk.jpg', originalFilename: 'x', contentType: 'text/html', fileSize: 1 },
        ],
      },
    ],
    ['a body that is an array', [{ title: 't', body: 'b' }]],
  ])('when a post is created with %s, then 400 and nothing is stored', async (_case, payload) => {
    const author = await kit.student();
    const before = (await kit.call('get', feedPaths.public, author)).body.totalElements;

    const res = await kit.call('post', feedPaths.public, author, payload);

    expect(res.status).toBe(400);
    expect((await kit.call('get', feedPaths.public, author)).body.totalElements).toBe(before);
  });

  it.each([
    ['an operator as parentId', { body: 'x', parentId: { $ne: null } }],
    ['a parentId that is not an id', { body: 'x', parentId: '../../x' }],
    ['an operator as body', { body: { $where: 'sleep(1000)' } }],
  ])('when a comment is added with %s, then 400', async (_case, payload) => {
    const author = await kit.student();
    const { id } = await kit.createPost(author, feedPaths.public);

    const res = await kit.call('post', feedPaths.comments(id), author, payload);

    expect(res.status).toBe(400);
  });

  it.each([
    '/api/v1/feed/posts/short',
    '/api/v1/feed/posts/abc$defghij',
    '/api/v1/feed/universities/..%2F..%2Fx/posts',
    '/api/v1/feed/posts/%7B%22%24ne%22%3A1%7D',
  ])('when a path carries a malformed id (%s), then 400 or 404, never a 500', async (path) => {
    const res = await kit.call('get', path, await kit.student());

    expect([400, 404]).toContain(res.status);
  });

  it('refuses a body over 100 kB with 413 and malformed JSON with 400', async () => {
    const author = await kit.student();

    const huge = await request(kit.app())
      .post(feedPaths.public)
      .set('Authorization', author.authorization as string)
      .send({ title: 't', body: 'x'.repeat(200_000) });
    const malformed = await request(kit.app())
      .post(feedPaths.public)
      .set('Authorization', author.authorization as string)
      .set('Content-Type', 'application/json')
      .send('{"title": "t", ');

    expect(huge.status).toBe(413);
    expect(malformed.status).toBe(400);
  });

  it('refuses a forged, expired or malformed token with 401 even on public reads', async () => {
    const forged = await kit.call('get', feedPaths.public, {
      id: 'forged',
      label: 'forged',
      authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.',
    });
    const garbage = await kit.call('get', feedPaths.public, {
      id: 'garbage',
      label: 'garbage',
      authorization: 'Bearer not a token',
    });

    expect(forged.status).toBe(401);
    expect(garbage.status).toBe(401);
  });
});
