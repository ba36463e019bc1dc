import { Schema, type Connection } from 'mongoose';
import { modelOn } from './model-on';

/**
 * One block: `_id` = `<blockerId>><blockedId>`, so a pair is blocked at most once however many
 * requests race (a unique insert is FerretDB v1's only atomic test-and-set). Unblocking deletes it.
 */
export interface UserBlockRecord {
  _id: string;
  blockerId: string;
  blockedId: string;
  createdAt: Date;
}

const userBlockSchema = new Schema<UserBlockRecord>(
  {
    _id: { type: String, required: true },
    blockerId: { type: String, required: true },
    blockedId: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { collection: 'user_blocks', versionKey: false },
);
// A blocker's list, newest first, and its count (the cap).
userBlockSchema.index({ blockerId: 1, createdAt: -1 });

export function userBlockModel(connection: Connection) {
  return modelOn(connection, 'UserBlock', userBlockSchema);
}
