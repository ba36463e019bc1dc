import request from 'supertest';
import { COMMUNITIES_EVENT_TYPES, FEED_COMMUNITY_EVENTS_PATH } from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import { testServiceAuth } from '@campusloop/testing';
import { UNI_A, feedPaths, useFeedTestKit } from '../testing/feed-test-kit';

const kit = useFeedTestKit();

/** The communities service's outbox delivering `community.deleted` (with a service token, as it does). */
async function deliver(communityId: string, universityId: string | null, id = newId()) {
  return request(kit.app())
    .post(FEED_COMMUNITY_EVENTS_PATH)
    .set('authorization', await testServiceAuth('communities').authorization())
    .set('x-event-id', id)
    .send({
      id,
      type: COMMUNITIES_EVENT_TYPES.communityDeleted,
      payload: { communityId, universityId },
      occurredAt: new Date().toISOString(),
    });
}

describe('a deleted community takes its posts out of the feed', () => {
  it('when community.deleted arrives, its posts, their comments and its list go; other feeds keep theirs; a redelivery is harmless', async () => {
    const student = await kit.student(UNI_A);
    const gone = kit.communities().add('goneClub001', { name: 'Gone club', universityId: UNI_A });
    const kept = kit.communities().add('keptClub001', { name: 'Kept club', universityId: UNI_A });
    const first = await kit.createPost(student, feedPaths.universityCommunity(UNI_A, gone));
    await kit.createPost(student, feedPaths.universityCommunity(UNI_A, gone));
    await kit.addComment(student, first.id);
    const other = await kit.createPost(student, feedPaths.universityCommunity(UNI_A, kept));

    const eventId = newId();
    expect((await deliver(gone, UNI_A, eventId)).status).toBe(204);

    expect(await kit.store().posts.countDocuments({ communityId: gone })).toBe(0);
    expect((await kit.call('get', feedPaths.post(first.id), student)).status).toBe(404);
    expect(await kit.db.connection().collection('comments').countDocuments({ targetId: first.id })).toBe(0);
    const list = await kit.call('get', feedPaths.universityCommunity(UNI_A, gone), student);
    expect(list.body).toMatchObject({ content: [], totalElements: 0 });
    expect((await kit.call('get', feedPaths.post(other.id), student)).status).toBe(200);

    expect((await deliver(gone, UNI_A, eventId)).status).toBe(204);
    expect((await deliver(gone, UNI_A)).status).toBe(204);
  });

  it('refuses a delivery without a service token (401) or with a broken payload (400), removing nothing', async () => {
    const student = await kit.student(UNI_A);
    const club = kit.communities().add('safeClub001', { name: 'Safe club' });
    await kit.createPost(student, feedPaths.publicCommunity(club));

    const unsigned = await request(kit.app())
      .post(FEED_COMMUNITY_EVENTS_PATH)
      .send({ id: newId(), type: COMMUNITIES_EVENT_TYPES.communityDeleted, payload: { communityId: club, universityId: null }, occurredAt: new Date().toISOString() });
    expect(unsigned.status).toBe(401);
    const broken = await request(kit.app())
      .post(FEED_COMMUNITY_EVENTS_PATH)
      .set('authorization', await testServiceAuth('communities').authorization())
      .send({ id: newId(), type: COMMUNITIES_EVENT_TYPES.communityDeleted, payload: { communityId: 'x' }, occurredAt: new Date().toISOString() });
    expect(broken.status).toBe(400);
    expect(await kit.store().posts.countDocuments({ communityId: club })).toBe(1);
  });
});
