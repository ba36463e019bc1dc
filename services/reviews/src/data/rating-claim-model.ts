import { Schema, type Connection, type Model } from 'mongoose';
import { registerModel } from '@campusloop/service-kit';

/**
 * "One rating per university per 6 months" as a unique insert (FerretDB v1 keeps only those atomic):
 * `_id` = `<userId>:<universityId>:after:<the newest rating before it, or none>`. Two submits that
 * saw the same newest rating claim the same `_id`; exactly one insert wins.
 */
export interface RatingClaimDoc {
  _id: string;
  ratingId: string;
  createdAt: Date;
}

const claimSchema = new Schema<RatingClaimDoc>(
  {
    _id: { type: String, required: true },
    ratingId: { type: String, required: true },
    createdAt: { type: Date, required: true },
  },
  { versionKey: false },
);

export function ratingClaimModel(connection: Connection): Model<RatingClaimDoc> {
  return registerModel(connection, 'RatingClaim', claimSchema, 'rating_claims');
}

export function ratingClaimId(userId: string, universityId: string, previousRatingId: string | null): string {
  return `${userId}:${universityId}:after:${previousRatingId ?? 'none'}`;
}
