import { Schema, type Connection } from 'mongoose';
import { newId } from '@campusloop/service-kit';
import { modelOn } from './model-on';

/** One counted action (a code sent from an IP, a failed verification...) in a sliding-window bucket. */
export interface RateEventRecord {
  _id: string;
  bucket: string;
  at: Date;
  purgeAt: Date;
}

const rateEventSchema = new Schema<RateEventRecord>(
  {
    _id: { type: String, default: newId },
    bucket: { type: String, required: true },
    at: { type: Date, required: true },
    purgeAt: { type: Date, required: true },
  },
  { collection: 'rate_events', versionKey: false },
);
rateEventSchema.index({ bucket: 1, at: 1 });
rateEventSchema.index({ purgeAt: 1 });

export function rateEventModel(connection: Connection) {
  return modelOn(connection, 'RateEvent', rateEventSchema);
}
export type RateEventModel = ReturnType<typeof rateEventModel>;
