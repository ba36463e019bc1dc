import { Schema, type Connection } from 'mongoose';
import { modelOn } from './model-on';

/**
 * Claims a verified university mailbox for one account: `_id` is the normalised mailbox
 * (`universityMailbox`: lower case, no plus tag, the university's registered domain), so a second
 * account verifying any spelling of it fails on the unique key — a test-and-set that holds under
 * concurrency on MongoDB and FerretDB alike. Rows written before normalisation are re-keyed at start
 * (`normaliseVerifiedMailboxes`).
 */
export interface VerifiedUniversityEmailRecord {
  _id: string;
  /** The address as the student typed it (absent on rows written before normalisation). */
  email?: string;
  userId: string;
  universityId: string;
  verifiedAt: Date;
}

const verifiedUniversityEmailSchema = new Schema<VerifiedUniversityEmailRecord>(
  {
    _id: { type: String, required: true },
    email: { type: String },
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
