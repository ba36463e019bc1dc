import request from 'supertest';
import type { Person } from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import { serviceAuthorization } from '@campusloop/testing';
import { UNI_A, feedPaths, useFeedTestKit, type Persona } from '../testing/feed-test-kit';

/** Identity's current facts, as its `/internal/people` batch read would answer them. */
const identity = new Map<string, Person>();
const kit = useFeedTestKit({ readPeople: async (ids) => ids.flatMap((id) => identity.get(id) ?? []) });

function known(who: Persona, facts: Partial<Person> = {}): Person {
  const person: Person = {
    id: who.id,
    name: who.claims?.name ?? '',
    avatarUrl: null,
    isVerified: true,
    universityId: UNI_A,
    universityName: 'Alpha University',
    audience: 'UNIVERSITY_STUDENT',
    profileComplete: true,
    version: 1,
    ...facts,
  };
  identity.set(who.id, person);
  return person;
}

/** Identity's outbox delivering `user.updated` to the feed's consumer route (with its service token). */
async function deliverUserUpdated(person: Person, eventId = newId()) {
  return request(kit.app())
    .post('/internal/events/people')
    .set('authorization', await serviceAuthorization('identity'))
    .set('x-event-id', eventId)
    .send({ id: eventId, type: 'user.updated', payload: person, occurredAt: new Date().toISOString() });
}

const authorNames = (body: { content: Array<{ id: string; author: { name: string } }> }, id: string) =>
  body.content.filter((item) => item.id === id).map((item) => item.author.name);

describe('authors come from the people projection', () => {
  it('lets a token minted before the name existed post, under the name saved since', async () => {
    const newcomer = await kit.persona('Newcomer', {
      name: '',
      profileComplete: false,
      audience: null,
      universityVerified: false,
      universityId: null,
      universityName: null,
    });
    known(newcomer, {
      name: 'Nia Newcomer',
      audience: 'HIGH_SCHOOL_STUDENT',
      isVerified: false,
      universityId: null,
      universityName: null,
    });

    const post = await kit.createPost(newcomer, feedPaths.public, { title: 'My first post' });
    expect(post.body['author']).toEqual({
      name: 'Nia Newcomer',
      avatarUrl: null,
      isVerified: false,
      universityName: null,
    });
    const comment = await kit.addComment(newcomer, post.id, { body: 'And my first comment' });
    expect(comment.body['author']).toMatchObject({ name: 'Nia Newcomer' });
  });

  it('refuses a write by a nameless profile with 403 PROFILE_INCOMPLETE and stores nothing', async () => {
    const nameless = await kit.persona('Nameless', { name: '', profileComplete: false });
    known(nameless, { name: '', profileComplete: false });
    const before = await kit.store().posts.countDocuments({ authorId: nameless.id });

    const res = await kit.call('post', feedPaths.public, nameless, {
      title: 'Hi',
      body: 'Hello',
      isAnonymous: false,
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({
      status: 403,
      code: 'PROFILE_INCOMPLETE',
      message: 'Complete your profile to post.',
    });
    expect(await kit.store().posts.countDocuments({ authorId: nameless.id })).toBe(before);

    const other = await kit.student();
    known(other);
    const post = await kit.createPost(other, feedPaths.public);
    const comment = await kit.call('post', feedPaths.comments(post.id), nameless, {
      body: 'Hi',
      parentId: null,
      isAnonymous: false,
    });
    expect(comment.status).toBe(403);
    expect(comment.body).toMatchObject({
      code: 'PROFILE_INCOMPLETE',
      message: 'Complete your profile to comment.',
    });
  });

  it('shows a rename on the old posts and comments in every list and detail once user.updated arrives', async () => {
    const ada = await kit.student(UNI_A, { name: 'Ada Before' });
    known(ada, { name: 'Ada Before' });
    const reader = await kit.student();
    const post = await kit.createPost(ada, feedPaths.public);
    const comment = await kit.addComment(ada, post.id);
    const reply = await kit.addComment(ada, post.id, { parentId: comment.id });

    const renamed = known(ada, { name: 'Ada After', avatarUrl: 'https://cdn.example/ada.png', version: 2 });
    expect((await deliverUserUpdated(renamed)).status).toBe(204);
    // A late duplicate of the older facts changes nothing.
    expect(
      (await deliverUserUpdated({ ...renamed, name: 'Ada Before', avatarUrl: null, version: 1 })).status,
    ).toBe(204);

    const list = await kit.call('get', `${feedPaths.public}?page=0&size=50`, reader);
    expect(authorNames(list.body, post.id)).toEqual(['Ada After']);
    const detail = await kit.call('get', feedPaths.post(post.id), reader);
    expect(detail.body.author).toEqual({
      name: 'Ada After',
      avatarUrl: 'https://cdn.example/ada.png',
      isVerified: true,
      universityName: 'Alpha University',
    });
    const comments = await kit.call('get', feedPaths.comments(post.id), reader);
    expect(authorNames(comments.body, comment.id)).toEqual(['Ada After']);
    const replies = await kit.call('get', feedPaths.replies(post.id, comment.id), reader);
    expect(authorNames(replies.body, reply.id)).toEqual(['Ada After']);
  });

  it('keeps an anonymous author Anonymous to others after a rename, and shows the author themself', async () => {
    const zed = await kit.student(UNI_A, { name: 'Zed Hidden' });
    known(zed, { name: 'Zed Hidden' });
    const reader = await kit.student();
    const post = await kit.createPost(zed, feedPaths.public, { isAnonymous: true });
    expect((await deliverUserUpdated(known(zed, { name: 'Zed Renamed', version: 2 }))).status).toBe(204);

    const seen = await kit.call('get', feedPaths.post(post.id), reader);
    expect(seen.body.author).toEqual({
      name: 'Anonymous',
      avatarUrl: null,
      isVerified: false,
      universityName: null,
    });
    expect(seen.body.authorId).toBeUndefined();
    expect(JSON.stringify(seen.body)).not.toMatch(/Zed|zed/);
    const own = await kit.call('get', feedPaths.post(post.id), zed);
    expect(own.body.author).toMatchObject({ name: 'Zed Renamed' });
  });
});
