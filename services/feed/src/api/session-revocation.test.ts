import request from 'supertest';
import { newId } from '@campusloop/service-kit';
import { feedPaths, useFeedTestKit } from '../testing/feed-test-kit';

const kit = useFeedTestKit();

describe('a signed-out session ends on the feed too (issue 17, finding 2)', () => {
  it('when identity reports the session revoked (logout or refresh reuse), then its still-unexpired token reads and writes nothing: 401', async () => {
    const student = await kit.student(undefined, { sid: newId() });
    const { id } = await kit.createPost(student, feedPaths.public);

    expect((await kit.revokeSession(student)).status).toBe(204);

    const read = await kit.call('get', feedPaths.post(id), student);
    const write = await kit.call('post', feedPaths.public, student, {
      content: 'Still here after logout?',
      isAnonymous: false,
    });
    const like = await kit.call('post', feedPaths.postLike(id), student);
    for (const refused of [read, write, like]) {
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject({
        status: 401,
        code: 'UNAUTHORIZED',
        message: 'Session expired. Please log in again.',
      });
    }
  });

  it('another session of the same student keeps working', async () => {
    const sid = newId();
    const phone = await kit.student(undefined, { sid });
    const laptop = await kit.persona('Laptop', { sub: phone.id, sid: newId() });

    await kit.revokeSession(phone);

    expect((await kit.call('get', feedPaths.public, laptop)).status).toBe(200);
    expect((await kit.call('get', feedPaths.public, phone)).status).toBe(401);
  });
});

describe("the feed's /internal routes want a service token (issue 17, finding 8d)", () => {
  it.each([
    ['user.updated', '/internal/events/people'],
    ['session.revoked', '/internal/events/sessions'],
  ])(
    'when %s is posted without one (or with a user token), then 401 and nothing happens',
    async (type, path) => {
      const student = await kit.student(undefined, { sid: newId() });
      const envelope = { id: newId(), type, payload: {}, occurredAt: new Date().toISOString() };

      const bare = await request(kit.app()).post(path).send(envelope);
      const asUser = await request(kit.app())
        .post(path)
        .set('authorization', student.authorization as string)
        .send(envelope);

      for (const refused of [bare, asUser]) {
        expect(refused.status).toBe(401);
        expect(refused.body).toMatchObject({
          status: 401,
          code: 'UNAUTHORIZED',
          message: 'Service authentication required.',
        });
      }
    },
  );
});
