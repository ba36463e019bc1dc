import { Schema, type Connection } from 'mongoose';
import { modelOn } from './model-on';

/**
 * One code sent to an address. `_id` is `<address>#<seq>`: a sender reads the latest `seq` and
 * inserts `seq + 1`, so of two concurrent senders exactly one gets the slot (the resend cooldown),
 * and the records of the last hour are the per-address hourly count.
 */
export interface OtpSendRecord {
  _id: string;
  email: string;
  seq: number;
  at: Date;
  purgeAt: Date;
}

const otpSendSchema = new Schema<OtpSendRecord>(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true },
    seq: { type: Number, required: true },
    at: { type: Date, required: true },
    purgeAt: { type: Date, required: true },
  },
  { collection: 'otp_sends', versionKey: false },
);
otpSendSchema.index({ email: 1, seq: -1 });
otpSendSchema.index({ purgeAt: 1 });

export function otpSendModel(connection: Connection) {
  return modelOn(connection, 'OtpSend', otpSendSchema);
}
export type OtpSendModel = ReturnType<typeof otpSendModel>;
