import { Schema, type Connection } from 'mongoose';
import { registerModel } from '@campusloop/service-kit';

/** `referral_codes`: a code (its `_id`, so two users can never hold one) and who generated it. */
export interface ReferralCodeDoc {
  _id: string;
  userId: string;
  generatedAt: Date;
}

/** `referrers`: one row per user who has a code (`_id` = user id: one code per user). */
export interface ReferrerDoc {
  _id: string;
  code: string;
  generatedAt: Date;
}

/** `referrals`: who applied whose code (`_id` = the referred user: a code is applied once). */
export interface ReferralDoc {
  _id: string;
  referrerId: string;
  code: string;
  appliedAt: Date;
}

/**
 * `ratings`: what reviews' `rating.created` / `rating.deleted` told about a rating. A deletion leaves
 * the row as a tombstone (`deleted: true`), so a `created` delivered after its `deleted` cannot bring
 * it back.
 */
export interface RatingFactDoc {
  _id: string;
  userId: string;
  universityId: string;
  deleted: boolean;
}

/**
 * `rating_moderation`: reviews' `rating.blocked` / `rating.unblocked`, one row per action (`_id` =
 * rating id + `:` + its `moderationVersion`). Rows are only ever inserted, so a duplicate is a no-op and
 * the rating's state is that of its highest version whatever order they arrived in.
 */
export interface RatingModerationDoc {
  _id: string;
  ratingId: string;
  userId: string;
  moderationVersion: number;
  blocked: boolean;
}

const options = { versionKey: false, timestamps: false } as const;

const referralCodeSchema = new Schema<ReferralCodeDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    generatedAt: { type: Date, required: true },
  },
  options,
);

const referrerSchema = new Schema<ReferrerDoc>(
  {
    _id: { type: String, required: true },
    code: { type: String, required: true },
    generatedAt: { type: Date, required: true },
  },
  options,
);

const referralSchema = new Schema<ReferralDoc>(
  {
    _id: { type: String, required: true },
    referrerId: { type: String, required: true },
    code: { type: String, required: true },
    appliedAt: { type: Date, required: true },
  },
  options,
);
referralSchema.index({ referrerId: 1 });

const ratingFactSchema = new Schema<RatingFactDoc>(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    universityId: { type: String, required: true },
    deleted: { type: Boolean, required: true },
  },
  options,
);
ratingFactSchema.index({ userId: 1 });

const ratingModerationSchema = new Schema<RatingModerationDoc>(
  {
    _id: { type: String, required: true },
    ratingId: { type: String, required: true },
    userId: { type: String, required: true },
    moderationVersion: { type: Number, required: true },
    blocked: { type: Boolean, required: true },
  },
  options,
);
ratingModerationSchema.index({ ratingId: 1 });

export function referralModels(connection: Connection) {
  return {
    codes: registerModel(connection, 'ReferralCode', referralCodeSchema, 'referral_codes'),
    referrers: registerModel(connection, 'Referrer', referrerSchema, 'referrers'),
    referrals: registerModel(connection, 'Referral', referralSchema, 'referrals'),
    ratings: registerModel(connection, 'RatingFact', ratingFactSchema, 'ratings'),
    ratingModeration: registerModel(connection, 'RatingModeration', ratingModerationSchema, 'rating_moderation'),
  };
}
