import type { Notification } from '@campusloop/contracts';
import type { NotificationDoc } from '../data/notification-model';

/** A stored notification as its recipient sees it (no list positions, no recipient id). */
export function presentNotification(doc: NotificationDoc): Notification {
  return {
    id: doc._id,
    type: doc.type,
    category: doc.category,
    actorName: doc.actorName,
    ...(doc.actorId ? { actorId: doc.actorId } : {}),
    title: doc.title,
    message: doc.message,
    targetUrl: doc.targetUrl,
    isRead: doc.isRead,
    priority: doc.priority,
    createdAt: new Date(doc.createdAt).toISOString(),
    metadata: doc.metadata ?? {},
  };
}
