import request from 'supertest';
import { UNI_A, VISITOR, feedPaths, useFeedTestKit } from '../testing/feed-test-kit';

// Issue 8: a caller who is not signed in gets 401 on every write, whatever the body; nothing about
// the body's validity (400) or size (413) reaches them first. The order comes from service-kit's
// route(), so this checks that the feed inherits it on each of its writes.
const kit = useFeedTestKit();

const SESSION_EXPIRED = {
  status: 401,
  code: 'UNAUTHORIZED',
  message: 'Session expired. Please log in again.',
};
const COMMUNITY = 'c0000000001';
const SOME_ID = 'p0000000001';

const WRITES: Array<[method: 'post' | 'put' | 'delete', path: string]> = [
  ['post', feedPaths.public],
  ['post', feedPaths.campus(UNI_A)],
  ['post', feedPaths.publicCommunity(COMMUNITY)],
  ['post', feedPaths.universityCommunity(UNI_A, COMMUNITY)],
  ['put', feedPaths.post(SOME_ID)],
  ['delete', feedPaths.post(SOME_ID)],
  ['post', feedPaths.postLike(SOME_ID)],
  ['delete', feedPaths.postLike(SOME_ID)],
  ['post', feedPaths.comments(SOME_ID)],
];

const BAD_BODIES: Array<[name: string, body: string]> = [
  ['an invalid body', '{"title":"","body":"","isAnonymous":"yes"}'],
  ['malformed JSON', '{"title":'],
  ['a forbidden key', '{"title":"Hi","body":"There","isAnonymous":false,"$where":"1"}'],
  [
    'a body over the size limit',
    JSON.stringify({ title: 'T', body: 'b'.repeat(200 * 1024), isAnonymous: false }),
  ],
];

describe('signed-out writes to the feed', () => {
  it('POST /api/v1/feed/public/communities/{id}/posts with no token and an invalid body → 401, not 400', async () => {
    const response = await kit.call('post', feedPaths.publicCommunity(COMMUNITY), VISITOR, { title: '' });

    expect(response.status).toBe(401);
    expect(response.body).toMatchObject(SESSION_EXPIRED);
  });

  describe.each(WRITES)('%s %s', (method, path) => {
    it.each(BAD_BODIES)('with %s and no token → 401', async (_name, body) => {
      const response = await request(kit.app())
        [method](path)
        .set('content-type', 'application/json')
        .send(body);

      expect(response.status).toBe(401);
      expect(response.body).toMatchObject(SESSION_EXPIRED);
    });
  });

  it('when the same invalid post comes from a signed-in student, then it is judged (400), and nothing was stored for the visitor', async () => {
    const student = await kit.student(UNI_A);
    kit.communities().add(COMMUNITY, { name: 'Open club' });
    const judged = await kit.call('post', feedPaths.publicCommunity(COMMUNITY), student, { title: '' });
    const listed = await kit.call('get', feedPaths.publicCommunity(COMMUNITY), student);

    expect(judged.status).toBe(400);
    expect(listed.body).toMatchObject({ content: [] });
  });
});
