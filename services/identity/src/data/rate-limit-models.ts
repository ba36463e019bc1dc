import { Schema, type Connection } from 'mongoose';
import { newId } from '@campusloop/service-kit';
import { modelOn } from './model-on';

/** One counted action (an OTP sent, a failed verification...) in a sliding-window bucket. */
export interface RateEventRecord {
  _id: string;
  bucket: string;
  at: Date;
  purgeAt: Date;
}

/** "Not again before `until`" for a key (the 30 s resend cooldown per address). */
export interface CooldownRecord {
  _id: string;
  until: Date;
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
rateEventSchema.index({ purgeAt: 1 }, { expireAfterSeconds: 0 });

const cooldownSchema = new Schema<CooldownRecord>(
  {
    _id: { type: String, required: true },
    until: { type: Date, required: true },
  },
  { collection: 'cooldowns', versionKey: false },
);

export function rateEventModel(connection: Connection) {
  return modelOn(connection, 'RateEvent', rateEventSchema);
}
export function cooldownModel(connection: Connection) {
  return modelOn(connection, 'Cooldown', cooldownSchema);
}
export type RateEventModel = ReturnType<typeof rateEventModel>;
export type CooldownModel = ReturnType<typeof cooldownModel>;
