import { Schema, type Connection, type Model } from 'mongoose';
import type { AnnouncementPriority } from '@campusloop/contracts';
import { registerModel } from '@campusloop/service-kit';

/** One row per announcement, not per user: users get theirs when they next look (see materialize-announcements). */
export interface AnnouncementDoc {
  _id: string;
  title: string;
  message: string;
  priority: AnnouncementPriority;
  createdAt: Date;
}

/** How far a user's notifications have taken in the announcements (`_id` = user id). */
export interface AnnouncementCursorDoc {
  _id: string;
  seenUntil: Date;
}

const announcementSchema = new Schema<AnnouncementDoc>(
  {
    _id: { type: String, required: true },
    title: { type: String, required: true },
    message: { type: String, required: true },
    priority: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, timestamps: false },
);
announcementSchema.index({ createdAt: 1 });

const cursorSchema = new Schema<AnnouncementCursorDoc>(
  { _id: { type: String, required: true }, seenUntil: { type: Date, required: true } },
  { versionKey: false, timestamps: false },
);

export function announcementModel(connection: Connection): Model<AnnouncementDoc> {
  return registerModel(connection, 'Announcement', announcementSchema, 'announcements');
}

export function announcementCursorModel(connection: Connection): Model<AnnouncementCursorDoc> {
  return registerModel(connection, 'AnnouncementCursor', cursorSchema, 'announcement_cursors');
}
