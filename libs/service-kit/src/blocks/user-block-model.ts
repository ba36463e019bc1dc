import { Schema, type Connection, type Model } from 'mongoose';
import type { UserBlockChange } from '@campusloop/contracts';
import { registerModel } from '../data/register-model';

/** One row of a service's `user_block_pairs`: the latest state of one (blocker, blocked) pair. */
export interface UserBlockPairDoc {
  /** `<blockerId>><blockedId>`. */
  _id: string;
  blockerId: string;
  blockedId: string;
  blocked: boolean;
  changedAt: Date;
}

const userBlockPairSchema = new Schema<UserBlockPairDoc>(
  {
    _id: { type: String, required: true },
    blockerId: { type: String, required: true },
    blockedId: { type: String, required: true },
    blocked: { type: Boolean, required: true },
    changedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
// Lists read a viewer's blocks by blockerId; identity's poll endpoint reads by changedAt.
userBlockPairSchema.index({ blockerId: 1 });
userBlockPairSchema.index({ changedAt: 1 });

export function userBlockPairModel(connection: Connection): Model<UserBlockPairDoc> {
  return registerModel(connection, 'UserBlockPair', userBlockPairSchema, 'user_block_pairs');
}

export const userBlockPairId = (blockerId: string, blockedId: string) => `${blockerId}>${blockedId}`;

export function toUserBlockChange(doc: UserBlockPairDoc): UserBlockChange {
  return { blockerId: doc.blockerId, blockedId: doc.blockedId, blocked: doc.blocked, changedAt: doc.changedAt.toISOString() };
}
