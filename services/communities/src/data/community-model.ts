import { Schema, type Connection, type Model } from 'mongoose';
import { COMMUNITY_VISIBILITIES, type CommunityVisibility, type MediaItem } from '@campusloop/contracts';
import { registerModel, storedAuthorSchema, storedMediaSchema, type StoredAuthor } from '@campusloop/service-kit';

/** A community (spec §3). Its lists hold it at `listSeq` (public/campus list) and `ownerSeq` (its owner's). */
export interface CommunityDoc {
  _id: string;
  name: string;
  /** The unique name claim it holds (community-names.ts). */
  nameKey: string;
  description: string;
  visibility: CommunityVisibility;
  /** The university of a UNIVERSITY community; null for PUBLIC. */
  universityId: string | null;
  cover: MediaItem | null;
  official: boolean;
  ownerId: string;
  /** The owner's facts at write time (shown only when the people projection does not know them). */
  owner: StoredAuthor;
  /** Members including the owner: a counter kept under the community's lock (never counted on reads). */
  memberCount: number;
  listKey: string;
  listSeq: number;
  ownerSeq: number;
  createdAt: Date;
  updatedAt: Date;
  /** Set when its owner deleted it: from then on it is gone for everyone while the clean-up finishes. */
  deletingAt: Date | null;
  /** A moderator blocked it (issue 28): out of every list but its owner's, hidden from everyone else, no posts or joins. */
  blocked?: boolean;
}

const communitySchema = new Schema<CommunityDoc>(
  {
    _id: { type: String, required: true },
    name: { type: String, required: true },
    nameKey: { type: String, required: true },
    description: { type: String, required: true },
    visibility: { type: String, enum: COMMUNITY_VISIBILITIES, required: true },
    universityId: { type: String, default: null },
    cover: { type: storedMediaSchema, default: null },
    official: { type: Boolean, default: false },
    ownerId: { type: String, required: true },
    owner: { type: storedAuthorSchema, required: true },
    memberCount: { type: Number, required: true, default: 0 },
    listKey: { type: String, required: true },
    listSeq: { type: Number, required: true },
    ownerSeq: { type: Number, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    deletingAt: { type: Date, default: null },
    blocked: { type: Boolean, default: false },
  },
  { versionKey: false, minimize: false, timestamps: false },
);
// Only the start-up sweep of unfinished deletions filters on it; everything else is by _id.
communitySchema.index({ deletingAt: 1 });

export function communityModel(connection: Connection): Model<CommunityDoc> {
  return registerModel(connection, 'Community', communitySchema, 'communities');
}
