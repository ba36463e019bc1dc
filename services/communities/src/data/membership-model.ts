import { Schema, type Connection, type Model } from 'mongoose';
import { registerModel } from '@campusloop/service-kit';

/**
 * One member of one community: `_id` = `<communityId>:<userId>`, so joining is a unique insert (the
 * test-and-set FerretDB v1 keeps atomic) and a second join of the same user is a no-op.
 */
export interface MembershipDoc {
  _id: string;
  communityId: string;
  userId: string;
  /** Its place in the member's Joined list; null for the owner (their community is under My Communities). */
  joinedSeq: number | null;
  createdAt: Date;
}

const membershipSchema = new Schema<MembershipDoc>(
  {
    _id: { type: String, required: true },
    communityId: { type: String, required: true },
    userId: { type: String, required: true },
    joinedSeq: { type: Number, default: null },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, minimize: false, timestamps: false },
);
// A deleted community's memberships are found by it (FerretDB uses a first-field equality index).
membershipSchema.index({ communityId: 1 });

export const membershipId = (communityId: string, userId: string) => `${communityId}:${userId}`;

export function membershipModel(connection: Connection): Model<MembershipDoc> {
  return registerModel(connection, 'Membership', membershipSchema, 'memberships');
}
