import { NOTIFICATIONS_PATHS, apiPath, type Notification } from '@campusloop/contracts';
import { newId } from '@campusloop/service-kit';
import { useNotificationsTestKit } from '../testing/notifications-test-app';
import {
  anonymousActor,
  deliverEvent,
  namedActor,
  recordedPayloads as recorded,
} from '../testing/recorded-events';

const kit = useNotificationsTestKit();
const list = apiPath(NOTIFICATIONS_PATHS.list);

async function newest(who: Awaited<ReturnType<typeof kit.persona>>): Promise<Notification[]> {
  const res = await kit.call('get', list, who);
  expect(res.status).toBe(200);
  return res.body.notifications as Notification[];
}

describe('turning other services’ events into notifications', () => {
  it('when B comments on A’s campus post, then A gets one POST notification naming B that opens the post', async () => {
    const a = await kit.persona('Asha');
    const delivered = await deliverEvent(
      kit.app(),
      'post.commented',
      recorded.postCommented(a.id, namedActor('userB000001', 'Bilal')),
    );
    expect(delivered.status).toBe(204);

    const [notification] = await newest(a);
    expect(notification).toMatchObject({
      type: 'comment',
      category: 'POST',
      actorName: 'Bilal',
      actorId: 'userB000001',
      title: 'New comment on your post',
      targetUrl: '/posts/Post0000001',
      isRead: false,
      metadata: { postId: 'Post0000001', universityId: 'uniAlpha001' },
    });
    expect(notification?.message).toContain('The one near the library');
  });

  it('when the same event is delivered twice (at-least-once), then there is one notification', async () => {
    const a = await kit.persona('Asha');
    const eventId = newId();
    const payload = recorded.postCommented(a.id, namedActor('userB000001', 'Bilal'));
    const answers = await Promise.all([
      deliverEvent(kit.app(), 'post.commented', payload, eventId),
      deliverEvent(kit.app(), 'post.commented', payload, eventId),
    ]);
    // A concurrent duplicate may be asked to come back later (409); the outbox retries it.
    expect(answers.map((res) => res.status).sort()).toEqual(expect.arrayContaining([204]));
    expect((await deliverEvent(kit.app(), 'post.commented', payload, eventId)).status).toBe(204);
    expect(await newest(a)).toHaveLength(1);
    expect((await kit.call('get', apiPath(NOTIFICATIONS_PATHS.unreadCount), a)).body).toEqual({
      unreadCount: 1,
    });
  });

  it('never reveals an anonymous actor: actorName Anonymous, no id, in the list and the message', async () => {
    const a = await kit.persona('Asha');
    await deliverEvent(kit.app(), 'post.commented', recorded.postCommented(a.id, anonymousActor));
    const [notification] = await newest(a);
    expect(notification?.actorName).toBe('Anonymous');
    expect(notification).not.toHaveProperty('actorId');
    expect(notification?.message.startsWith('Anonymous commented')).toBe(true);
  });

  it('refuses an anonymous actor that carries an id (the publisher’s contract), creating nothing', async () => {
    const a = await kit.persona('Asha');
    const leaky = { ...anonymousActor, id: 'userB000001' };
    expect(
      (await deliverEvent(kit.app(), 'post.commented', recorded.postCommented(a.id, leaky))).status,
    ).toBe(400);
    expect(await newest(a)).toHaveLength(0);
  });

  it('never notifies the actor about their own action', async () => {
    const a = await kit.persona('Asha');
    await deliverEvent(kit.app(), 'post.commented', recorded.postCommented(a.id, namedActor(a.id, 'Asha')));
    expect(await newest(a)).toHaveLength(0);
  });

  it('gives every subscribed event its category, type and §2 target', async () => {
    const a = await kit.persona('Asha');
    const b = namedActor('userB000001', 'Bilal');
    await deliverEvent(
      kit.app(),
      'post.commented',
      recorded.postCommented(a.id, b, { scope: 'PUBLIC', universityId: null }),
    );
    await deliverEvent(
      kit.app(),
      'post.commented',
      recorded.postCommented(a.id, b, { scope: 'COMMUNITY', communityId: 'Commun00001' }),
    );
    await deliverEvent(kit.app(), 'comment.replied', recorded.feedCommentReplied(a.id, b));
    await deliverEvent(kit.app(), 'comment.replied', recorded.eventCommentReplied(a.id, b));
    await deliverEvent(kit.app(), 'event.commented', recorded.eventCommented(a.id, b));
    await deliverEvent(kit.app(), 'event.waitlist-promoted', recorded.waitlistPromoted(a.id));
    await deliverEvent(kit.app(), 'event.reminder', recorded.reminder(a.id, '1h'));
    await deliverEvent(kit.app(), 'listing.commented', recorded.listingCommented(a.id, b));
    await deliverEvent(kit.app(), 'some.other-event', { anything: true });

    const seen = (await newest(a)).map((n) => [n.category, n.type, n.priority, n.targetUrl]);
    expect(seen).toEqual([
      ['MARKETPLACE', 'comment', 'medium', '/listings/Listing0001'],
      ['EVENT', 'event', 'high', '/events/Event000001'],
      ['EVENT', 'event', 'high', '/events/Event000001'],
      ['EVENT', 'comment', 'medium', '/events/Event000001'],
      ['COMMENT', 'comment', 'medium', '/events/Event000001'],
      ['COMMENT', 'comment', 'medium', '/feed/posts/Post0000001'],
      ['POST', 'comment', 'medium', '/communities/Commun00001/posts/Post0000001'],
      ['POST', 'comment', 'medium', '/feed/posts/Post0000001'],
    ]);
  });

  it('when A turned POST off, then a comment on their post creates nothing, while EVENT still arrives', async () => {
    const a = await kit.persona('Asha');
    const put = await kit.call('put', apiPath(NOTIFICATIONS_PATHS.preferences), a, [
      { preferenceType: 'CATEGORY', userNotificationCategory: 'POST', enabled: false },
    ]);
    expect(put.status).toBe(200);
    await deliverEvent(
      kit.app(),
      'post.commented',
      recorded.postCommented(a.id, namedActor('userB000001', 'Bilal')),
    );
    await deliverEvent(
      kit.app(),
      'event.commented',
      recorded.eventCommented(a.id, namedActor('userB000001', 'Bilal')),
    );
    expect((await newest(a)).map((n) => n.category)).toEqual(['EVENT']);
  });
});
