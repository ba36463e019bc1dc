import { Schema, type Connection, type Model } from 'mongoose';
import type { RevokedSession } from '@campusloop/contracts';
import { registerModel } from '../data/register-model';

/** One row of a service's `revoked_sessions`: a session whose access tokens are refused until `keepUntil`. */
export interface RevokedSessionDoc {
  _id: string;
  userId: string;
  revokedAt: Date;
  keepUntil: Date;
}

const revokedSessionSchema = new Schema<RevokedSessionDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    revokedAt: { type: Date, required: true },
    keepUntil: { type: Date, required: true },
  },
  { versionKey: false },
);
// The sync reads and the prune delete by keepUntil (no TTL index: FerretDB v1 refuses them).
revokedSessionSchema.index({ keepUntil: 1 });

export function revokedSessionModel(connection: Connection): Model<RevokedSessionDoc> {
  return registerModel(connection, 'RevokedSession', revokedSessionSchema, 'revoked_sessions');
}

export function toRevokedSession(doc: RevokedSessionDoc): RevokedSession {
  return {
    sessionId: doc._id,
    userId: doc.userId,
    revokedAt: doc.revokedAt.toISOString(),
    keepUntil: doc.keepUntil.toISOString(),
  };
}
