// bench:lists — the notification centre's lists: the viewer's notifications and their unread ones,
// `count` unread notifications of the viewer (both lists hold `count`), each a grouped one (issue 29:
// three comments by two actors on its own post), so a page reads rows in the grouped shape. Grouping
// adds no list of its own: a group is one row in the same two lists, so the same two rows measure it.
// The service comes in through its seeding entry (services/<name>/src/seeding.ts), nothing deeper.
import { NOTIFICATIONS_PATHS } from '@campusloop/contracts';
import { createKeyedLock, createPagedListIndex, newId } from '@campusloop/service-kit';
import {
  allKey,
  createNotificationsApp,
  type NotificationDoc,
  notificationModel,
  unreadKey,
} from '../../../services/notifications/src/seeding';
import type { ListBenchVertical } from '../list-bench-vertical';

const BATCH = 1000;

const notifications: ListBenchVertical = {
  name: 'notifications',
  async serve(deps) {
    const { app, store } = createNotificationsApp(deps);
    await store.init();
    return app;
  },
  async seed(connection, { count, viewer }) {
    const model = notificationModel(connection);
    const base = Date.now() - count * 1000;
    const ids: string[] = [];
    for (let start = 0; start < count; start += BATCH) {
      const batch: NotificationDoc[] = [];
      for (let index = start; index < Math.min(count, start + BATCH); index += 1) {
        const id = newId();
        ids.push(id);
        batch.push({
          _id: id,
          userId: viewer.viewerId,
          type: 'comment',
          category: 'POST',
          actorName: 'Bench Commenter',
          actorId: 'benchActor1',
          title: 'New comment on your post',
          message: `Bench Commenter and 1 other commented on "Bench post ${index}": comment ${index}`,
          targetUrl: `/feed/posts/Bench${String(index).padStart(6, '0')}`,
          priority: 'medium',
          metadata: { postId: `Bench${String(index).padStart(6, '0')}` },
          groupAction: `commented on "Bench post ${index}"`,
          groupSize: 3,
          actorCount: 2,
          actors: [{ name: 'Bench Commenter', id: 'benchActor1' }, { name: 'Anonymous' }],
          isRead: false,
          createdAt: new Date(base + index * 1000),
          seq: index + 1,
          unreadSeq: index + 1,
        });
      }
      await model.insertMany(batch, { ordered: false, lean: true });
    }
    const lists = createPagedListIndex(connection, createKeyedLock());
    await lists.bulkLoad(allKey(viewer.viewerId), ids);
    await lists.bulkLoad(unreadKey(viewer.viewerId), ids);
    return [
      { name: 'notifications all', path: NOTIFICATIONS_PATHS.list },
      { name: 'notifications unread', path: `${NOTIFICATIONS_PATHS.list}?unreadOnly=true` },
    ];
  },
};

export default notifications;
