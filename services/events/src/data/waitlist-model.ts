import { Schema, type Connection, type Model } from 'mongoose';

/**
 * A student waiting for a seat: `_id` = `<eventId>:<userId>` (one place per student). The queue
 * is ordered by `joinedAt`, then `_id`. Promotion deletes the entry first: whoever deletes it
 * (deletedCount 1) promotes that student, so two cancels never promote one student twice.
 */
export interface WaitlistDoc {
  _id: string;
  eventId: string;
  userId: string;
  joinedAt: Date;
}

const waitlistSchema = new Schema<WaitlistDoc>(
  {
    _id: { type: String, required: true },
    eventId: { type: String, required: true },
    userId: { type: String, required: true },
    joinedAt: { type: Date, required: true },
  },
  { versionKey: false, timestamps: false },
);
waitlistSchema.index({ eventId: 1, joinedAt: 1 });

export function waitlistModel(connection: Connection): Model<WaitlistDoc> {
  return (
    (connection.models['Waitlist'] as Model<WaitlistDoc> | undefined) ??
    connection.model<WaitlistDoc>('Waitlist', waitlistSchema, 'waitlist')
  );
}

export const waitlistId = (eventId: string, userId: string): string => `${eventId}:${userId}`;
