import { Schema, type Connection, type Model } from 'mongoose';

/**
 * A student's calendar subscription: `_id` = the user id (one per student), `tokenHash` = SHA-256
 * of the secret in the URL (the secret itself is never stored). Rotating replaces the hash;
 * revoking deletes the document.
 */
export interface CalendarSubscriptionDoc {
  _id: string;
  tokenHash: string;
  createdAt: Date;
}

const calendarSubscriptionSchema = new Schema<CalendarSubscriptionDoc>(
  {
    _id: { type: String, required: true },
    tokenHash: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, timestamps: false },
);
calendarSubscriptionSchema.index({ tokenHash: 1 }, { unique: true });

export function calendarSubscriptionModel(connection: Connection): Model<CalendarSubscriptionDoc> {
  return (
    (connection.models['CalendarSubscription'] as Model<CalendarSubscriptionDoc> | undefined) ??
    connection.model<CalendarSubscriptionDoc>(
      'CalendarSubscription',
      calendarSubscriptionSchema,
      'calendar_subscriptions',
    )
  );
}
