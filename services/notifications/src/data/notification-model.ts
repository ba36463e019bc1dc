import { Schema, type Connection, type Model } from 'mongoose';
import type {
  NotificationActor,
  NotificationKind,
  NotificationPriority,
  NotificationType,
} from '@campusloop/contracts';
import { registerModel } from '@campusloop/service-kit';

/** A stored notification: one recipient, one row. Its order lives in the user's paged lists (seq). */
export interface NotificationDoc {
  _id: string;
  userId: string;
  type: NotificationType;
  category: NotificationKind;
  actorName: string | null;
  /** Only for an actor who is not anonymous. */
  actorId?: string;
  title: string;
  message: string;
  targetUrl: string | null;
  priority: NotificationPriority;
  metadata: Record<string, string>;
  isRead: boolean;
  createdAt: Date;
  /** Position in the user's list of all notifications. */
  seq: number;
  /** Position in the user's unread list while unread. */
  unreadSeq: number;
  /**
   * Grouped notifications (domain/group-notification.ts): what the grouped text says after the
   * names ('commented on "…"'); only kinds that group have it. `createdAt` is then the latest member's time.
   */
  groupAction?: string;
  /** Members of the group (absent: 1). */
  groupSize?: number;
  /** Distinct actors in the group (anonymous ones count as one). */
  actorCount?: number;
  /** The latest distinct actors, newest first (an anonymous one as 'Anonymous', no id). */
  actors?: NotificationActor[];
}

const notificationSchema = new Schema<NotificationDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    type: { type: String, required: true },
    category: { type: String, required: true },
    actorName: { type: String, default: null },
    actorId: { type: String },
    title: { type: String, required: true },
    message: { type: String, required: true },
    targetUrl: { type: String, default: null },
    priority: { type: String, required: true },
    metadata: { type: Schema.Types.Mixed, default: {} },
    isRead: { type: Boolean, required: true, default: false },
    createdAt: { type: Date, required: true },
    seq: { type: Number, required: true },
    unreadSeq: { type: Number, required: true },
    groupAction: { type: String },
    groupSize: { type: Number },
    actorCount: { type: Number },
    actors: { type: [{ _id: false, name: String, id: String }], default: undefined },
  },
  { versionKey: false, minimize: false, timestamps: false },
);
// Read-all and the type filter (the only queries that are not by _id or through the paged lists).
notificationSchema.index({ userId: 1, isRead: 1 });
notificationSchema.index({ userId: 1, type: 1, createdAt: -1 });

export function notificationModel(connection: Connection): Model<NotificationDoc> {
  return registerModel(connection, 'Notification', notificationSchema, 'notifications');
}
