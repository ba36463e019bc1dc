import { Schema, type Connection, type Model } from 'mongoose';
import { EVENT_REMINDER_KINDS, type EventReminderKind } from '@campusloop/contracts';

/**
 * A reminder that was sent: `_id` = `<eventId>:<userId>:<kind>`. Inserting it is the test-and-set
 * that makes each reminder go out at most once, also across restarts and several sweepers.
 */
export interface ReminderDoc {
  _id: string;
  eventId: string;
  userId: string;
  kind: EventReminderKind;
  sentAt: Date;
}

const reminderSchema = new Schema<ReminderDoc>(
  {
    _id: { type: String, required: true },
    eventId: { type: String, required: true },
    userId: { type: String, required: true },
    kind: { type: String, enum: EVENT_REMINDER_KINDS, required: true },
    sentAt: { type: Date, required: true },
  },
  { versionKey: false, timestamps: false },
);
reminderSchema.index({ eventId: 1 });

export function reminderModel(connection: Connection): Model<ReminderDoc> {
  return (
    (connection.models['Reminder'] as Model<ReminderDoc> | undefined) ??
    connection.model<ReminderDoc>('Reminder', reminderSchema, 'reminders_sent')
  );
}

export const reminderId = (eventId: string, userId: string, kind: EventReminderKind): string =>
  `${eventId}:${userId}:${kind}`;
