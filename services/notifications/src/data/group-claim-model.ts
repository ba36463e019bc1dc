import { Schema, type Connection, type Model } from 'mongoose';
import { registerModel } from '@campusloop/service-kit';

/**
 * The unique inserts (test-and-set, FerretDB v1 keeps them atomic) behind grouped notifications:
 *
 * - `member`: `_id` = the event's own notification id: this event already joined its group (a
 *   redelivery joins nothing twice, even racing the first delivery);
 * - `actor`: `_id` = `<groupId>:<actor key>`: this actor is already counted in the group (so
 *   `actorCount` counts distinct actors without keeping them all in the group's row).
 *
 * A dismissed group's actor claims leave with it; member claims stay (like processed_events).
 */
export interface GroupClaimDoc {
  _id: string;
  kind: 'member' | 'actor';
  userId: string;
  groupId: string;
  createdAt: Date;
}

const groupClaimSchema = new Schema<GroupClaimDoc>(
  {
    _id: { type: String, required: true },
    kind: { type: String, required: true },
    userId: { type: String, required: true },
    groupId: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false, timestamps: false },
);
// A dismiss deletes the group's actor claims.
groupClaimSchema.index({ groupId: 1 });

export function groupClaimModel(connection: Connection): Model<GroupClaimDoc> {
  return registerModel(connection, 'NotificationGroupClaim', groupClaimSchema, 'notification_group_claims');
}
