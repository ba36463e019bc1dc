import type { Notification } from '@campusloop/contracts';
import type { NotificationDoc } from '../data/notification-model';

/**
 * A stored notification as its recipient sees it (no list positions, no recipient id). A row stored
 * before grouping, or of a kind that does not group, is a group of one.
 */
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
    groupSize: doc.groupSize ?? 1,
    actorCount: doc.actorCount ?? (doc.actorName ? 1 : 0),
    actors:
      doc.actors?.map((actor) => (actor.id ? { name: actor.name, id: actor.id } : { name: actor.name })) ??
      (doc.actorName ? [{ name: doc.actorName, ...(doc.actorId ? { id: doc.actorId } : {}) }] : []),
  };
}
