import { Schema, type Connection } from 'mongoose';
import { modelOn } from './model-on';

/**
 * A one-time claim: inserting `_id` succeeds for exactly one caller (the unique key is the only
 * atomic test-and-set FerretDB v1 offers: its conditional findOneAndUpdate/updateOne are not atomic
 * under concurrency). Used for "reserve OTP attempt k" and "consume this code".
 */
export interface ClaimRecord {
  _id: string;
  createdAt: Date;
  purgeAt: Date;
}

const claimSchema = new Schema<ClaimRecord>(
  {
    _id: { type: String, required: true },
    createdAt: { type: Date, required: true },
    purgeAt: { type: Date, required: true },
  },
  { collection: 'claims', versionKey: false },
);
claimSchema.index({ purgeAt: 1 });

export function claimModel(connection: Connection) {
  return modelOn(connection, 'Claim', claimSchema);
}
export type ClaimModel = ReturnType<typeof claimModel>;
