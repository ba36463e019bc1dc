import { Schema, type Connection } from 'mongoose';
import { modelOn } from './model-on';

/**
 * One code sent to an address. `slot` is the requester's cooldown key (address + IP, address + known
 * device, mailbox + account); `_id` is `<slot>#<seq>`: a sender reads the slot's latest `seq` and
 * inserts `seq + 1`, so of two concurrent senders exactly one gets it (the resend cooldown). `bucket`
 * is the hourly cap it counts against (the address for unknown browsers, the known device's own, the
 * account for university codes): its records of the last hour are that count.
 */
export interface OtpSendRecord {
  _id: string;
  /** Where the code went (the address, or the university mailbox). */
  email: string;
  slot: string;
  bucket: string;
  seq: number;
  at: Date;
  purgeAt: Date;
}

const otpSendSchema = new Schema<OtpSendRecord>(
  {
    _id: { type: String, required: true },
    email: { type: String, required: true },
    slot: { type: String, required: true },
    bucket: { type: String, required: true },
    seq: { type: Number, required: true },
    at: { type: Date, required: true },
    purgeAt: { type: Date, required: true },
  },
  { collection: 'otp_sends', versionKey: false },
);
otpSendSchema.index({ slot: 1, seq: -1 });
otpSendSchema.index({ bucket: 1, at: 1 });
otpSendSchema.index({ purgeAt: 1 });

export function otpSendModel(connection: Connection) {
  return modelOn(connection, 'OtpSend', otpSendSchema);
}
export type OtpSendModel = ReturnType<typeof otpSendModel>;
