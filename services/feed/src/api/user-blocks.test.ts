import request from 'supertest';
import { USER_BLOCK_EVENT, USER_BLOCK_MESSAGES, errorBodySchema, type UserBlockChange } from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import { testServiceAuth } from '@campusloop/service-kit/testing';
import { UNI_A, feedPaths, useFeedTestKit, type Persona } from '../testing/feed-test-kit';

// Two feed instances on one database: the event reaches one, `call` alternates between them.
const kit = useFeedTestKit({}, { instances: 2 });

/** Identity's outbox delivering `user.block-changed`, as it would, to the one instance it reaches. */
async function blockChanged(blocker: Persona, blocked: Persona, isBlocked: boolean) {
  const payload: UserBlockChange = { blockerId: blocker.id, blockedId: blocked.id, blocked: isBlocked, changedAt: new Date().toISOString() };
  await request(kit.app())
    .post('/internal/events/sessions')
    .set('authorization', await testServiceAuth('identity').authorization())
    .send({ id: newId(), type: USER_BLOCK_EVENT, payload, occurredAt: payload.changedAt })
    .expect(204);
}

const ids = (body: { content: Array<{ id: string }> }) => body.content.map((item) => item.id);

describe('a blocked user, for the blocker (issue 28)', () => {
  it("hides the blocked user's posts (anonymous ones too, without naming them) from both lists and detail on every instance; unblock brings them back", async () => {
    const ana = await kit.student(UNI_A);
    const zed = await kit.student(UNI_A);
    const other = await kit.student(UNI_A);
    const named = await kit.createPost(zed, feedPaths.public, { title: 'Zed named' });
    const anonymous = await kit.createPost(zed, feedPaths.campus(UNI_A), { title: 'Zed anonymous', isAnonymous: true });
    const others = await kit.createPost(other, feedPaths.campus(UNI_A), { title: 'Someone else' });

    await blockChanged(ana, zed, true);
    // Both instances answer alike (each reads the pairs from the database).
    for (let round = 0; round < 2; round += 1) {
      const home = await kit.call('get', `${feedPaths.public}?size=50`, ana);
      expect(ids(home.body)).not.toContain(named.id);
      const buzz = await kit.call('get', `${feedPaths.campus(UNI_A)}?size=50`, ana);
      expect(ids(buzz.body)).toEqual(expect.arrayContaining([others.id]));
      expect(ids(buzz.body)).not.toContain(anonymous.id);
      // The answer never carries the blocked author's id: nothing tells Ana which anonymous post was Zed's.
      expect(JSON.stringify([home.body, buzz.body])).not.toContain(zed.id);
      expect((await kit.call('get', feedPaths.post(anonymous.id), ana)).status).toBe(404);
      expect((await kit.call('get', feedPaths.post(named.id), ana)).status).toBe(404);
    }
    // Everyone else still sees them; Zed is told nothing.
    expect(ids((await kit.call('get', `${feedPaths.campus(UNI_A)}?size=50`, other)).body)).toContain(anonymous.id);
    expect((await kit.call('get', feedPaths.post(named.id), zed)).status).toBe(200);

    await blockChanged(ana, zed, false);
    for (let round = 0; round < 2; round += 1) {
      expect(ids((await kit.call('get', `${feedPaths.campus(UNI_A)}?size=50`, ana)).body)).toContain(anonymous.id);
      expect((await kit.call('get', feedPaths.post(named.id), ana)).status).toBe(200);
    }
  });

  it("hides the blocked user's comments from the blocker, and refuses their comments (anonymous too) and replies on the blocker's post and comments with 403", async () => {
    const ana = await kit.student(UNI_A);
    const zed = await kit.student(UNI_A);
    const bob = await kit.student(UNI_A);
    const bobsPost = await kit.createPost(bob, feedPaths.public);
    const zedsComment = await kit.addComment(zed, bobsPost.id, { body: 'Zed says', isAnonymous: true });
    const anasComment = await kit.addComment(ana, bobsPost.id, { body: 'Ana says' });
    const anasPost = await kit.createPost(ana, feedPaths.public);

    await blockChanged(ana, zed, true);
    const comments = await kit.call('get', `${feedPaths.comments(bobsPost.id)}?size=50`, ana);
    expect(ids(comments.body)).toEqual([anasComment.id]);
    expect(ids((await kit.call('get', `${feedPaths.comments(bobsPost.id)}?size=50`, bob)).body)).toContain(zedsComment.id);

    for (const attempt of [
      { path: feedPaths.comments(anasPost.id), body: { body: 'hi', parentId: null, isAnonymous: true } },
      { path: feedPaths.comments(bobsPost.id), body: { body: 'hi', parentId: anasComment.id, isAnonymous: false } },
    ]) {
      const refused = await kit.call('post', attempt.path, zed, attempt.body);
      expect(refused.status).toBe(403);
      expect(errorBodySchema.parse(refused.body).message).toBe(USER_BLOCK_MESSAGES.commentRefused);
    }
    expect(ids((await kit.call('get', `${feedPaths.comments(anasPost.id)}?size=50`, bob)).body)).toEqual([]);
    // Ana may still comment anywhere, Zed elsewhere.
    await kit.addComment(ana, anasPost.id);
    await kit.addComment(zed, bobsPost.id);
  });
});
