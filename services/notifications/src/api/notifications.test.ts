import request from 'supertest';
import { NOTIFICATIONS_PATHS, apiPath, type Notification } from '@campusloop/contracts';
import { TEST_VISITOR, type TestPersona } from '@campusloop/testing';
import { useNotificationsTestKit } from '../testing/notifications-test-app';
import {
  deliverEvent,
  namedActor,
  publishAnnouncement,
  recordedPayloads as recorded,
} from '../testing/recorded-events';

const kit = useNotificationsTestKit();
const P = NOTIFICATIONS_PATHS;
const list = (query = '') => `${apiPath(P.list)}${query}`;
const read = (id: string) => apiPath(P.read, { notificationId: id });
const dismiss = (id: string) => apiPath(P.dismiss, { notificationId: id });
/** The id of a notification a test expects to exist. */
const idOf = (notification: Notification | undefined): string => {
  if (!notification) throw new Error('expected a notification');
  return notification.id;
};
const unread = async (who: TestPersona) =>
  (await kit.call('get', apiPath(P.unreadCount), who)).body.unreadCount as number;

/**
 * `n` comments on `who`'s posts (one post each, so none groups with another), oldest first; answers
 * their notifications newest first.
 */
async function commentsFor(who: TestPersona, n: number): Promise<Notification[]> {
  for (let i = 0; i < n; i += 1) {
    await deliverEvent(
      kit.app(),
      'post.commented',
      recorded.postCommented(who.id, namedActor('userB000001', 'Bilal'), {
        excerpt: `comment ${i}`,
        postId: `Post${String(i).padStart(7, '0')}`,
      }),
    );
  }
  return (await kit.call('get', list(`?size=50`), who)).body.notifications;
}

describe('the notification centre', () => {
  it('is ready when its database answers', async () => {
    expect((await request(kit.app()).get('/readyz')).status).toBe(200);
  });

  it('lists newest first in pages of 20, unreadOnly lists the unread ones, and the count follows reads', async () => {
    const a = await kit.persona('Asha');
    const all = await commentsFor(a, 23);
    expect(all[0]?.message).toContain('comment 22');

    const first = await kit.call('get', list(), a);
    expect(first.body).toMatchObject({ page: 0, size: 20, totalElements: 23, hasMore: true });
    expect(first.body.notifications).toHaveLength(20);
    const second = await kit.call('get', list('?page=1'), a);
    expect(second.body).toMatchObject({ totalElements: 23, hasMore: false });
    expect(second.body.notifications.map((n: Notification) => n.message)).toEqual(
      all.slice(20).map((n) => n.message),
    );

    expect(await unread(a)).toBe(23);
    const marked = await kit.call('post', read(idOf(all[0])), a);
    expect(marked.status).toBe(200);
    expect(marked.body).toMatchObject({ id: idOf(all[0]), isRead: true });
    // Reading it again changes nothing and never takes the count below what is unread.
    expect((await kit.call('post', read(idOf(all[0])), a)).status).toBe(200);
    expect(await unread(a)).toBe(22);
    const unreadOnly = await kit.call('get', list('?unreadOnly=true&size=50'), a);
    expect(unreadOnly.body.totalElements).toBe(22);
    expect(unreadOnly.body.notifications.map((n: Notification) => n.id)).not.toContain(idOf(all[0]));

    const bulk = await kit.call('post', apiPath(P.bulkRead), a, [idOf(all[1]), idOf(all[2]), 'Unknown0001']);
    expect(bulk.body).toEqual({ updatedCount: 2, unreadCount: 20 });
    const everything = await kit.call('post', apiPath(P.readAll), a);
    expect(everything.body).toEqual({ updatedCount: 20, unreadCount: 0 });
    expect(await unread(a)).toBe(0);
    expect((await kit.call('post', apiPath(P.readAll), a)).body).toEqual({ updatedCount: 0, unreadCount: 0 });
  });

  it('dismissing is final: gone from every list, the count drops, a second dismiss is 404', async () => {
    const a = await kit.persona('Asha');
    const [newest] = await commentsFor(a, 2);
    const gone = await kit.call('post', dismiss(idOf(newest)), a);
    expect(gone.body).toEqual({ success: true, dismissedCount: 1, unreadCount: 1 });
    expect((await kit.call('get', list(), a)).body.totalElements).toBe(1);
    expect((await kit.call('get', list('?unreadOnly=true'), a)).body.totalElements).toBe(1);
    const again = await kit.call('post', dismiss(idOf(newest)), a);
    expect(again.status).toBe(404);
    expect(again.body).toMatchObject({
      code: 'NOTIFICATION_NOT_FOUND',
      message: "The notification you're looking for doesn't exist.",
    });
  });

  it('lets a user touch only their own notifications: 404 for someone else’s, and bulk-read skips them', async () => {
    const a = await kit.persona('Asha');
    const b = await kit.persona('Bilal');
    const [mine] = await commentsFor(a, 1);
    expect((await kit.call('post', read(idOf(mine)), b)).status).toBe(404);
    expect((await kit.call('post', dismiss(idOf(mine)), b)).status).toBe(404);
    expect((await kit.call('post', apiPath(P.bulkRead), b, [idOf(mine)])).body).toEqual({
      updatedCount: 0,
      unreadCount: 0,
    });
    expect((await kit.call('post', apiPath(P.readAll), b)).body.updatedCount).toBe(0);
    expect(await unread(a)).toBe(1);
    expect((await kit.call('get', list(), b)).body.notifications).toEqual([]);
  });

  it('answers bad input with the spec’s codes and messages, and a visitor with 401', async () => {
    const a = await kit.persona('Asha');
    expect((await kit.call('get', list(), TEST_VISITOR)).status).toBe(401);
    expect((await kit.call('get', apiPath(P.unreadCount), TEST_VISITOR)).status).toBe(401);
    const cases: Array<[unknown, string, string]> = [
      [[], 'INVALID_IDS', 'Invalid notification IDs array'],
      [{ ids: ['x'] }, 'INVALID_IDS', 'Invalid notification IDs array'],
      [[1, 2], 'INVALID_ID_TYPE', 'All notification IDs must be strings'],
      [['  '], 'INVALID_ID', 'Invalid notification ID'],
    ];
    for (const [body, code, message] of cases) {
      const res = await kit.call('post', apiPath(P.bulkRead), a, body);
      expect([res.status, res.body.code, res.body.message]).toEqual([400, code, message]);
    }
    expect((await kit.call('post', read('not-an-id'), a)).status).toBe(404);
    expect((await kit.call('post', '/api/v1/notifications/%20%20/read', a)).body).toMatchObject({
      status: 400,
      code: 'INVALID_ID',
      message: 'Invalid notification ID',
    });
    expect((await kit.call('get', list('?page=-1'), a)).status).toBe(400);
    expect((await kit.call('get', list('?size=500'), a)).status).toBe(400);
    expect((await kit.call('get', list('?unreadOnly=yes'), a)).status).toBe(400);
    for (const body of [
      { preferenceType: 'WEB_DELIVERY', enabled: true },
      [{ preferenceType: 'CATEGORY', enabled: true }],
      [{ preferenceType: 'WEB_DELIVERY', enabled: 'yes' }],
      'x',
    ]) {
      const res = await kit.call('put', apiPath(P.preferences), a, body);
      expect([res.status, res.body.code, res.body.message]).toEqual([
        400,
        'INVALID_PREFERENCES',
        'Invalid preferences format',
      ]);
    }
  });

  it('keeps preferences: the defaults until saved, then the stored list (entries left out keep their value)', async () => {
    const a = await kit.persona('Asha');
    const defaults = await kit.call('get', apiPath(P.preferences), a);
    expect(defaults.body).toEqual([
      { preferenceType: 'WEB_DELIVERY', enabled: true },
      { preferenceType: 'EMAIL_DELIVERY', enabled: false },
      { preferenceType: 'CATEGORY', userNotificationCategory: 'POST', enabled: true },
      { preferenceType: 'CATEGORY', userNotificationCategory: 'COMMENT', enabled: true },
      { preferenceType: 'CATEGORY', userNotificationCategory: 'EVENT', enabled: true },
      { preferenceType: 'CATEGORY', userNotificationCategory: 'MARKETPLACE', enabled: true },
      { preferenceType: 'DAILY_DIGEST', enabled: false },
    ]);
    await kit.call('put', apiPath(P.preferences), a, [{ preferenceType: 'EMAIL_DELIVERY', enabled: true }]);
    await kit.call('put', apiPath(P.preferences), a, [
      { preferenceType: 'CATEGORY', userNotificationCategory: 'EVENT', enabled: false },
    ]);
    const stored = (await kit.call('get', apiPath(P.preferences), a)).body as Array<{ enabled: boolean }>;
    expect(stored.map((item) => item.enabled)).toEqual([true, true, true, true, false, true, false]);
  });

  it('an announcement reaches every user from one stored row, opens by id, and is not navigable content', async () => {
    const a = await kit.persona('Asha');
    const b = await kit.persona('Bilal');
    const published = await publishAnnouncement(kit.app(), {
      title: 'Exams',
      message: 'Timetable is out.',
      priority: 'URGENT',
    });
    expect(published.status).toBe(201);
    const id = published.body.id as string;
    expect(
      await kit.db.connection().collection('notifications').countDocuments({ category: 'ANNOUNCEMENT' }),
    ).toBe(0);

    for (const who of [a, b]) {
      const [notification] = (await kit.call('get', list(), who)).body.notifications as Notification[];
      expect(notification).toMatchObject({
        type: 'system',
        category: 'ANNOUNCEMENT',
        title: 'Exams',
        message: 'Timetable is out.',
        priority: 'high',
        targetUrl: `/announcements/${id}`,
        actorName: null,
        metadata: { announcementId: id, announcementPriority: 'URGENT' },
      });
      // Looking again does not add it twice.
      expect((await kit.call('get', list(), who)).body.totalElements).toBe(1);
    }
    // A later announcement reaches a user who already took in the first one.
    await publishAnnouncement(kit.app(), {
      title: 'Library hours',
      message: 'Open till midnight.',
      priority: 'LOW',
    });
    const after = (await kit.call('get', list(), a)).body.notifications as Notification[];
    expect(after.map((n) => [n.title, n.priority])).toEqual([
      ['Library hours', 'low'],
      ['Exams', 'high'],
    ]);
    expect(await unread(a)).toBe(2);

    const opened = await kit.call('get', apiPath(P.announcement, { announcementId: id }), a);
    expect(opened.body).toEqual({ id, title: 'Exams', message: 'Timetable is out.', priority: 'URGENT' });
    const unknown = await kit.call('get', apiPath(P.announcement, { announcementId: 'Unknown0001' }), a);
    expect(unknown.body).toMatchObject({ status: 404, message: 'The requested notification was not found.' });
    expect((await publishAnnouncement(kit.app(), { title: '', message: 'x' })).status).toBe(400);
  });

  it('keeps the unread count exact when reads, dismisses and new notifications race', async () => {
    const a = await kit.persona('Asha');
    const existing = await commentsFor(a, 6);
    await Promise.all([
      ...existing.slice(0, 3).map((n) => kit.call('post', read(n.id), a)),
      ...existing.slice(3).map((n) => kit.call('post', dismiss(n.id), a)),
      ...existing.slice(0, 3).map((n) => kit.call('post', dismiss(n.id), a)),
      ...['PostRace001', 'PostRace002'].map((postId) =>
        deliverEvent(
          kit.app(),
          'post.commented',
          recorded.postCommented(a.id, namedActor('userB000001', 'Bilal'), { postId }),
        ),
      ),
    ]);
    expect(await unread(a)).toBe(2);
    expect((await kit.call('get', list(), a)).body.totalElements).toBe(2);
  });
});
