import {
  NOTIFICATION_GROUPS,
  NOTIFICATIONS_PATHS,
  apiPath,
  type Notification,
  type NotificationPage,
} from '@campusloop/contracts';
import { createTestClock, type TestPersona } from '@campusloop/testing';
import { useNotificationsTestKit } from '../testing/notifications-test-app';
import {
  anonymousActor,
  deliverEvent,
  namedActor,
  recordedPayloads as recorded,
} from '../testing/recorded-events';

/**
 * Grouped notifications (issue 29): one kind, one target, one window → one item with the grouped
 * text, the count, the latest actors and one read state.
 */
const WINDOW = NOTIFICATION_GROUPS.windowMs;
/** The start of a window well away from now (tests place themselves inside it). */
const windowStart = Math.floor(Date.now() / WINDOW) * WINDOW + 10 * WINDOW;
const clock = createTestClock(new Date(windowStart + WINDOW / 2), { running: true });
const kit = useNotificationsTestKit({ now: clock.now });
const P = NOTIFICATIONS_PATHS;
const TITLE = '"Best canteen on campus?"';
/** The recorded comment's excerpt, as the grouped text shows it after the headline actor's action. */
const EXCERPT = ': The one near the library';

const bilal = namedActor('userBilal01', 'Bilal');
const chen = namedActor('userChen001', 'Chen');

beforeEach(() => clock.set(new Date(windowStart + WINDOW / 2)));

const commentOn = async (owner: TestPersona, actor: object, postId = 'Post0000001') => {
  const res = await deliverEvent(
    kit.app(),
    'post.commented',
    recorded.postCommented(owner.id, actor, { postId }),
  );
  expect(res.status).toBe(204);
};

async function page(who: TestPersona, query = ''): Promise<NotificationPage> {
  const res = await kit.call('get', `${apiPath(P.list)}${query}`, who);
  expect(res.status).toBe(200);
  return res.body as NotificationPage;
}
const items = async (who: TestPersona) => (await page(who, '?size=50')).notifications;
const unread = async (who: TestPersona) =>
  (await kit.call('get', apiPath(P.unreadCount), who)).body.unreadCount as number;
const only = (list: Notification[]): Notification => {
  expect(list).toHaveLength(1);
  return list[0] as Notification;
};

describe('grouped notifications', () => {
  it('when B comments twice and C once on A’s post, then A has one item: ‘Bilal and 1 other commented’, with the count and the latest actors', async () => {
    const a = await kit.persona('Asha');
    await commentOn(a, bilal);
    await commentOn(a, chen);
    await commentOn(a, bilal);

    const group = only(await items(a));
    expect(group).toMatchObject({
      title: 'New comment on your post',
      message: `Bilal and 1 other commented on ${TITLE}${EXCERPT}`,
      actorName: 'Bilal',
      actorId: 'userBilal01',
      groupSize: 3,
      actorCount: 2,
      actors: [
        { name: 'Bilal', id: 'userBilal01' },
        { name: 'Chen', id: 'userChen001' },
      ],
      targetUrl: '/posts/Post0000001',
      isRead: false,
    });
    expect(await unread(a)).toBe(1);
    expect((await page(a)).totalElements).toBe(1);
  });

  it('a lone notification keeps its own text (with the excerpt) and is a group of one', async () => {
    const a = await kit.persona('Asha');
    await commentOn(a, bilal);
    expect(only(await items(a))).toMatchObject({
      message: `Bilal commented on ${TITLE}: The one near the library`,
      groupSize: 1,
      actorCount: 1,
      actors: [{ name: 'Bilal', id: 'userBilal01' }],
    });
  });

  it('groups within a window but not across its edge: the next window starts a new item', async () => {
    const a = await kit.persona('Asha');
    clock.set(new Date(windowStart - 60_000));
    await commentOn(a, bilal);
    clock.set(new Date(windowStart + 60_000));
    await commentOn(a, chen);
    clock.set(new Date(windowStart + WINDOW - 60_000));
    await commentOn(a, bilal);

    const [newest, older, ...rest] = await items(a);
    expect(rest).toEqual([]);
    expect(newest).toMatchObject({
      message: `Bilal and 1 other commented on ${TITLE}${EXCERPT}`,
      groupSize: 2,
    });
    expect(older).toMatchObject({ actorName: 'Bilal', groupSize: 1 });
    expect(older?.message).toContain('The one near the library');
    expect(await unread(a)).toBe(2);
  });

  it('other kinds and other targets are other items', async () => {
    const a = await kit.persona('Asha');
    await commentOn(a, bilal, 'Post0000001');
    await commentOn(a, chen, 'Post0000002');
    await deliverEvent(kit.app(), 'comment.replied', recorded.feedCommentReplied(a.id, chen));
    const list = await items(a);
    expect(list).toHaveLength(3);
    expect(list.every((item) => item.groupSize === 1)).toBe(true);
  });

  describe('with anonymous actors', () => {
    it('never names an anonymous actor: a named one heads the group, the anonymous ones count as one other', async () => {
      const a = await kit.persona('Asha');
      await commentOn(a, anonymousActor);
      await commentOn(a, bilal);
      const res = await deliverEvent(
        kit.app(),
        'post.commented',
        recorded.postCommented(a.id, anonymousActor, { excerpt: 'written anonymously' }),
      );
      expect(res.status).toBe(204);

      const group = only(await items(a));
      // The latest (anonymous) comment's text is not shown under Bilal's name.
      expect(group).toMatchObject({
        message: `Bilal and 1 other commented on ${TITLE}.`,
        actorName: 'Bilal',
        actorId: 'userBilal01',
        groupSize: 3,
        actorCount: 2,
        actors: [{ name: 'Anonymous' }, { name: 'Bilal', id: 'userBilal01' }],
      });
      expect(group.actors?.[0]).not.toHaveProperty('id');
    });

    it('all anonymous: ‘Anonymous commented’ — never ‘Anonymous and 1 other’, which would claim a second person it cannot know', async () => {
      const a = await kit.persona('Asha');
      await commentOn(a, anonymousActor);
      await commentOn(a, anonymousActor);
      const group = only(await items(a));
      expect(group).toMatchObject({
        message: `Anonymous commented on ${TITLE}${EXCERPT}`,
        actorName: 'Anonymous',
        groupSize: 2,
        actorCount: 1,
        actors: [{ name: 'Anonymous' }],
      });
      expect(group).not.toHaveProperty('actorId');
    });

    it('an anonymous comment after a named one reads the same whoever wrote it (the count does not unmask it)', async () => {
      const a = await kit.persona('Asha');
      const b = await kit.persona('Bina');
      // Bilal then (perhaps Bilal himself) anonymously; Chen then someone anonymously.
      await commentOn(a, bilal);
      await commentOn(a, anonymousActor);
      await commentOn(b, chen);
      await commentOn(b, anonymousActor);
      expect(only(await items(a)).message).toBe(`Bilal and 1 other commented on ${TITLE}.`);
      expect(only(await items(b)).message).toBe(`Chen and 1 other commented on ${TITLE}.`);
    });
  });

  it('concurrent events for one group (parallel deliveries) make one item that counts every actor once', async () => {
    const a = await kit.persona('Asha');
    const actors = Array.from({ length: 8 }, (_, i) =>
      namedActor(`userPar${String(i).padStart(4, '0')}`, `Par ${i}`),
    );
    const answers = await Promise.all(
      [...actors, ...actors.slice(0, 2)].map((actor) =>
        deliverEvent(kit.app(), 'post.commented', recorded.postCommented(a.id, actor)),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(204));

    const group = only(await items(a));
    expect(group).toMatchObject({ groupSize: 10, actorCount: 8 });
    expect(group.message).toMatch(/^Par \d and 7 others commented on/);
    expect(group.actors).toHaveLength(NOTIFICATION_GROUPS.actorsShown);
    expect(await unread(a)).toBe(1);
    expect((await page(a)).totalElements).toBe(1);
  });

  it('a redelivered event does not grow its group', async () => {
    const a = await kit.persona('Asha');
    await commentOn(a, bilal);
    const payload = recorded.postCommented(a.id, chen);
    await deliverEvent(kit.app(), 'post.commented', payload, 'evtRedeliv1');
    await deliverEvent(kit.app(), 'post.commented', payload, 'evtRedeliv1');
    expect(only(await items(a))).toMatchObject({ groupSize: 2, actorCount: 2 });
  });

  it('mark-read reads the whole group; a new member makes it unread again and brings it to the top', async () => {
    const a = await kit.persona('Asha');
    await commentOn(a, bilal, 'Post0000001');
    await commentOn(a, chen, 'Post0000001');
    await commentOn(a, chen, 'Post0000002');
    const [, group] = await items(a);
    expect(group).toMatchObject({ targetUrl: '/posts/Post0000001', groupSize: 2 });
    expect(await unread(a)).toBe(2);

    const marked = await kit.call('post', apiPath(P.read, { notificationId: group?.id ?? '' }), a);
    expect(marked.body).toMatchObject({ isRead: true, groupSize: 2 });
    expect(await unread(a)).toBe(1);
    expect((await page(a, '?unreadOnly=true')).notifications.map((item) => item.targetUrl)).toEqual([
      '/posts/Post0000002',
    ]);

    await commentOn(a, namedActor('userDev0001', 'Dev'), 'Post0000001');
    const [top, next] = await items(a);
    expect(top).toMatchObject({
      id: group?.id,
      isRead: false,
      groupSize: 3,
      message: `Dev and 2 others commented on ${TITLE}${EXCERPT}`,
    });
    expect(next?.targetUrl).toBe('/posts/Post0000002');
    expect(await unread(a)).toBe(2);
  });

  it('bulk-read and read-all act on groups; the unread count counts groups, not comments', async () => {
    const a = await kit.persona('Asha');
    for (const post of ['Post0000001', 'Post0000002', 'Post0000003']) {
      await commentOn(a, bilal, post);
      await commentOn(a, chen, post);
    }
    expect(await unread(a)).toBe(3);
    const [first, second] = await items(a);
    const bulk = await kit.call('post', apiPath(P.bulkRead), a, [first?.id, second?.id]);
    expect(bulk.body).toEqual({ updatedCount: 2, unreadCount: 1 });
    const all = await kit.call('post', apiPath(P.readAll), a);
    expect(all.body).toEqual({ updatedCount: 1, unreadCount: 0 });
  });

  it('dismissing a group removes it whole; a later comment in the same window starts afresh', async () => {
    const a = await kit.persona('Asha');
    await commentOn(a, bilal);
    await commentOn(a, chen);
    const group = only(await items(a));
    const dismissed = await kit.call('post', apiPath(P.dismiss, { notificationId: group.id }), a);
    expect(dismissed.body).toEqual({ success: true, dismissedCount: 1, unreadCount: 0 });
    expect(await items(a)).toEqual([]);

    await commentOn(a, chen);
    expect(only(await items(a))).toMatchObject({ groupSize: 1, actorCount: 1, actorName: 'Chen' });
    expect(await unread(a)).toBe(1);
  });

  it('pages stay whole while new ones arrive: nothing that stayed put is skipped; a group that grew moves to the top', async () => {
    const a = await kit.persona('Asha');
    const posts = ['Post0000001', 'Post0000002', 'Post0000003', 'Post0000004', 'Post0000005'];
    for (const post of posts) await commentOn(a, bilal, post);
    const seen = new Map<string, Notification>();
    const take = (list: Notification[]) => list.forEach((item) => seen.set(item.id, item));

    const first = await page(a, '?size=2');
    take(first.notifications);
    // While the reader pages: the oldest group gets a member and a new post's group arrives.
    await commentOn(a, chen, 'Post0000003');
    await commentOn(a, chen, 'Post0000006');
    for (let p = 1; p < 10; p += 1) {
      const next = await page(a, `?size=2&page=${p}`);
      take(next.notifications);
      if (!next.hasMore) break;
    }
    // Merged by id (as the client merges pages), every group that did not change is seen; the one
    // that grew left the unread pages for the top, where the live push (or page 0) shows it.
    const targets = [...seen.values()].map((item) => item.targetUrl);
    for (const post of ['Post0000001', 'Post0000002', 'Post0000004', 'Post0000005'])
      expect(targets).toContain(`/posts/${post}`);
    const fresh = await page(a, '?size=2');
    expect(fresh.totalElements).toBe(6);
    expect(fresh.notifications.map((item) => item.targetUrl)).toEqual([
      '/posts/Post0000006',
      '/posts/Post0000003',
    ]);
  });
});
