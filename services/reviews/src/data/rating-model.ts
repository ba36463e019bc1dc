import { Schema, type Connection, type Model } from 'mongoose';
import type { MediaItem } from '@campusloop/contracts';
import { registerModel, storedAuthorSchema, storedMediaSchema, type StoredAuthor } from '@campusloop/service-kit';

export interface StoredReview {
  title: string;
  body: string;
}

/** A stored rating: four scores, an optional review, images; its place in the two lists. */
export interface RatingDoc {
  _id: string;
  universityId: string;
  /** The author's university name when they rated (their own university: the token's claim). */
  universityName: string | null;
  authorId: string;
  /** The author's facts at write time (shown only when the people projection does not know them). */
  author: StoredAuthor;
  /** Ratings are never anonymous (spec: nothing says so); the owned-item kit reads the flag. */
  isAnonymous: false;
  academics: number;
  placements: number;
  campusLife: number;
  hostel: number;
  review: StoredReview | null;
  media: MediaItem[];
  /** The one-per-6-months claim this rating holds (`rating_claims._id`); released when it is deleted. */
  claimId: string;
  /** Positions in the university's list and in the author's (service-kit's paged-list index). */
  universitySeq: number;
  authorSeq: number;
  createdAt: Date;
  updatedAt: Date;
  /** A moderator blocked it (issue 28): out of its university's list and aggregate, shown to its author only. */
  blocked?: boolean;
  /** How many blocks and unblocks it has had (issue 28): the version `rating.blocked`/`unblocked` carry. */
  moderationVersion?: number;
}

const reviewSchema = new Schema<StoredReview>(
  { title: { type: String, default: '' }, body: { type: String, default: '' } },
  { _id: false, versionKey: false },
);

const ratingSchema = new Schema<RatingDoc>(
  {
    _id: { type: String, required: true },
    universityId: { type: String, required: true },
    universityName: { type: String, default: null },
    authorId: { type: String, required: true },
    author: { type: storedAuthorSchema, required: true },
    isAnonymous: { type: Boolean, default: false },
    academics: { type: Number, required: true },
    placements: { type: Number, required: true },
    campusLife: { type: Number, required: true },
    hostel: { type: Number, required: true },
    review: { type: reviewSchema, default: null },
    media: { type: [storedMediaSchema], default: [] },
    claimId: { type: String, required: true },
    universitySeq: { type: Number, required: true },
    authorSeq: { type: Number, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    blocked: { type: Boolean, default: false },
    moderationVersion: { type: Number, default: 0 },
  },
  { versionKey: false, minimize: false, timestamps: false },
);
// Lists read ids from the paged-list index and load by `_id`; this one serves the aggregate's recomputation.
ratingSchema.index({ universityId: 1 });

export function ratingModel(connection: Connection): Model<RatingDoc> {
  return registerModel(connection, 'Rating', ratingSchema, 'ratings');
}
