import {
  EVENTS_EVENT_TYPES,
  eventCommentRepliedPayloadSchema,
  eventCommentedPayloadSchema,
} from '@campusloop/contracts';
import { UNI_B, VISITOR, eventPaths, useEventsTestKit } from '../testing/events-test-kit';

const kit = useEventsTestKit();

const comments = (id: string, uid?: string) => `${eventPaths.event(id, uid)}/comments`;

describe('event discussion (shared discussion kit)', () => {
  it('comments, replies and likes under the university path, with EVENT and COMMENT events for the owners', async () => {
    const owner = await kit.student('Owner');
    const guest = await kit.student('Guest');
    const { id } = await kit.createEvent(owner, { title: 'Talk' });

    const comment = await kit.call('post', comments(id), guest, {
      body: 'Will there be snacks?',
      parentId: null,
      isAnonymous: false,
    });
    expect(comment.status).toBe(201);
    expect(comment.body).toMatchObject({ eventId: id, isOwner: true, parentId: null });
    const reply = await kit.call('post', comments(id), owner, {
      body: 'Yes, samosas.',
      parentId: comment.body.id,
    });
    expect(reply.status).toBe(201);
    const like = await kit.call('post', `${comments(id)}/${comment.body.id}/like`, owner);
    expect(like.body).toEqual({ liked: true, likeCount: 1 });

    const list = await kit.call('get', comments(id), owner);
    expect(list.body).toMatchObject({ totalElements: 1 });
    expect(list.body.content[0]).toMatchObject({ replyCount: 1, likeCount: 1, liked: true });
    const replies = await kit.call('get', `${comments(id)}/${comment.body.id}/replies`, guest);
    expect(replies.body.content.map((c: { body: string }) => c.body)).toEqual(['Yes, samosas.']);

    const events = await kit.outboxEvents();
    const commented = events.filter((e) => e.type === EVENTS_EVENT_TYPES.eventCommented);
    expect(commented.map((e) => eventCommentedPayloadSchema.parse(e.payload))).toEqual([
      expect.objectContaining({ category: 'EVENT', eventId: id, eventOwnerId: owner.id, eventTitle: 'Talk' }),
    ]);
    const replied = events.filter((e) => e.type === EVENTS_EVENT_TYPES.eventCommentReplied);
    expect(replied.map((e) => eventCommentRepliedPayloadSchema.parse(e.payload))).toEqual([
      expect.objectContaining({ category: 'COMMENT', target: 'event', parentOwnerId: guest.id }),
    ]);
  });

  it('hides an anonymous commenter from others and from the owner’s event', async () => {
    const owner = await kit.student('Owner');
    const shy = await kit.student('Shy');
    const { id } = await kit.createEvent(owner);
    await kit.call('post', comments(id), shy, { body: 'Anonymous question', isAnonymous: true });
    const seen = await kit.call('get', comments(id), owner);
    expect(seen.body.content[0]).toMatchObject({ isAnonymous: true, author: { name: 'Anonymous' } });
    expect(seen.body.content[0].authorId).toBeUndefined();
    const event = (await kit.outboxEvents()).find(
      (e) => e.type === EVENTS_EVENT_TYPES.eventCommented && e.payload['eventId'] === id,
    );
    expect(JSON.stringify(event?.payload)).not.toContain(shy.id);
  });

  it('only verified students of the university read or write, and a deleted event takes its discussion along', async () => {
    const owner = await kit.student('Owner');
    const far = await kit.student('Far', UNI_B);
    const { id } = await kit.createEvent(owner);
    await kit.call('post', comments(id), owner, { body: 'Mine' });
    expect((await kit.call('get', comments(id), far)).status).toBe(403);
    expect((await kit.call('post', comments(id), far, { body: 'x' })).status).toBe(403);
    expect((await kit.call('get', comments(id, UNI_B), far)).status).toBe(404);
    expect((await kit.call('get', comments(id), VISITOR)).status).toBe(401);
    await kit.call('delete', eventPaths.event(id), owner);
    expect((await kit.call('get', comments(id), owner)).status).toBe(404);
    expect(await kit.db.connection().collection('comments').countDocuments({ targetId: id })).toBe(0);
  });
});
