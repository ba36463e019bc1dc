import { Schema, type Connection, type Model } from 'mongoose';
import type { NotificationPreference } from '@campusloop/contracts';
import { registerModel } from '@campusloop/service-kit';

/** A user's stored preference list (`_id` = user id); absent: the defaults. */
export interface PreferenceDoc {
  _id: string;
  items: NotificationPreference[];
  /** The zone the daily digest goes out in (issue 29); absent: the installation's DIGEST_TIME_ZONE. */
  timeZone?: string;
  updatedAt: Date;
}

const preferenceSchema = new Schema<PreferenceDoc>(
  {
    _id: { type: String, required: true },
    items: { type: Schema.Types.Mixed, default: [] },
    timeZone: { type: String },
    updatedAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false, timestamps: false },
);

export function preferenceModel(connection: Connection): Model<PreferenceDoc> {
  return registerModel(connection, 'NotificationPreference', preferenceSchema, 'notification_preferences');
}
