import { Schema, type Connection, type Model } from 'mongoose';
import type { EventAuthor, MediaItem } from '@campusloop/contracts';

export const EVENTS_COLLECTION = 'events';

export interface EventDoc {
  _id: string;
  universityId: string;
  ownerId: string;
  /** The organizer when the event was written; the people projection may present a newer one. */
  author: EventAuthor;
  title: string;
  description: string;
  location: string;
  startsAt: Date;
  endsAt: Date;
  capacity: number | null;
  /** What media answered on attach (context EVENT); null = the default cover. */
  cover: MediaItem | null;
  /** Top-level comments, kept by the discussion kit through the target port (not answered: the
   * Discussion heading reads the comments page's totalElements). */
  commentCount: number;
  /** The .ics SEQUENCE: 0 on create, +1 per edit and on cancellation. */
  sequence: number;
  createdAt: Date;
  updatedAt: Date;
  /** Set when the organizer deleted it: the document stays as a tombstone for calendars (STATUS:CANCELLED). */
  cancelledAt: Date | null;
  /** Who attended when it was cancelled (their subscription feeds show the cancellation). */
  cancelledAttendeeIds: string[];
  /** A moderator blocked it (issue 28): out of every list but its organizer's, hidden from everyone else. */
  blocked?: boolean;
}

const eventSchema = new Schema<EventDoc>(
  {
    _id: { type: String, required: true },
    universityId: { type: String, required: true },
    ownerId: { type: String, required: true },
    author: { type: Schema.Types.Mixed, required: true },
    title: { type: String, required: true },
    description: { type: String, required: true },
    location: { type: String, required: true },
    startsAt: { type: Date, required: true },
    endsAt: { type: Date, required: true },
    capacity: { type: Number, default: null },
    cover: { type: Schema.Types.Mixed, default: null },
    commentCount: { type: Number, required: true, default: 0 },
    sequence: { type: Number, required: true, default: 0 },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    cancelledAt: { type: Date, default: null },
    cancelledAttendeeIds: { type: [String], default: [] },
    blocked: { type: Boolean, default: false },
  },
  { versionKey: false, minimize: false, timestamps: false },
);
// The lists (upcoming, past, "my events") read the sorted-list index of event-lists.ts, not this
// collection. These serve the reminder sweep's start window (on MongoDB) and a student's cancelled
// events in their calendar feed.
eventSchema.index({ startsAt: 1 });
eventSchema.index({ cancelledAttendeeIds: 1 });

export function eventModel(connection: Connection): Model<EventDoc> {
  return (
    (connection.models['Event'] as Model<EventDoc> | undefined) ??
    connection.model<EventDoc>('Event', eventSchema, EVENTS_COLLECTION)
  );
}
