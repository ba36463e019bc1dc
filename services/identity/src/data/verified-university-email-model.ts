import { Schema, type Connection } from 'mongoose';
import { modelOn } from './model-on';

/**
 * Claims a verified university address for one account: `_id` is the address, so a second account
 * verifying it fails on the unique key (works alike on MongoDB and FerretDB, no partial index needed).
 */
export interface VerifiedUniversityEmailRecord {
  _id: string;
  userId: string;
  universityId: string;
  verifiedAt: Date;
}

const verifiedUniversityEmailSchema = new Schema<VerifiedUniversityEmailRecord>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    universityId: { type: String, required: true },
    verifiedAt: { type: Date, required: true },
  },
  { collection: 'verified_university_emails', versionKey: false },
);
verifiedUniversityEmailSchema.index({ userId: 1 });

export function verifiedUniversityEmailModel(connection: Connection) {
  return modelOn(connection, 'VerifiedUniversityEmail', verifiedUniversityEmailSchema);
}
export type VerifiedUniversityEmailModel = ReturnType<typeof verifiedUniversityEmailModel>;
