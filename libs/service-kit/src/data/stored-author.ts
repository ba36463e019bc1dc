import { Schema } from 'mongoose';

/**
 * The author's display facts as known at write time (spec §3 author). Only a fallback: answers show
 * the author from the people projection (current facts); this is shown when identity cannot be
 * reached and the projection has no row. Never required, so a write cannot fail on an empty claim.
 */
export interface StoredAuthor {
  name: string;
  avatarUrl: string | null;
  isVerified: boolean;
  universityName: string | null;
}

export const storedAuthorSchema = new Schema<StoredAuthor>(
  {
    name: { type: String, default: '' },
    avatarUrl: { type: String, default: null },
    isVerified: { type: Boolean, default: false },
    universityName: { type: String, default: null },
  },
  { _id: false, versionKey: false },
);
