import { Schema, type Connection, type Model } from 'mongoose';
import { registerModel } from '@campusloop/service-kit';

/**
 * A community name taken within its scope: `_id` = the scoped, case-folded name (community-names.ts),
 * so two communities racing for one name meet at a unique insert and exactly one wins.
 */
export interface NameClaimDoc {
  _id: string;
  communityId: string;
}

const nameClaimSchema = new Schema<NameClaimDoc>(
  { _id: { type: String, required: true }, communityId: { type: String, required: true } },
  { versionKey: false },
);

export function nameClaimModel(connection: Connection): Model<NameClaimDoc> {
  return registerModel(connection, 'CommunityName', nameClaimSchema, 'community_names');
}
