import { Schema } from 'mongoose';

/** The author's display snapshot taken from the access token at write time (spec §3 author). */
export interface StoredAuthor {
  name: string;
  avatarUrl: string | null;
  isVerified: boolean;
  universityName: string | null;
}

export const storedAuthorSchema = new Schema<StoredAuthor>(
  {
    name: { type: String, required: true },
    avatarUrl: { type: String, default: null },
    isVerified: { type: Boolean, required: true },
    universityName: { type: String, default: null },
  },
  { _id: false, versionKey: false },
);
