import type { Connection } from 'mongoose';
import { insertOnce, isDuplicateKey, trusted } from '@campusloop/service-kit';
import { referralModels, type RatingModerationDoc, type ReferralDoc, type ReferrerDoc } from './referral-models';

/**
 * The referrals service's collections in `campusloop_referrals`. Every query the domain needs is a function
 * here (domain code never calls mongoose). Every test-and-set is a unique `_id` insert (FerretDB v1
 * applies conditional updates non-atomically).
 */
export function createReferralsStore(connection: Connection) {
  const { codes, referrers, referrals, ratings, ratingModeration } = referralModels(connection);

  return {
    /** Creates the collections and indexes (main.ts calls it once before listening). */
    async init(): Promise<void> {
      await Promise.all([codes.init(), referrers.init(), referrals.init(), ratings.init(), ratingModeration.init()]);
    },

    /** Claims `code` for `userId`; false when another user (or an earlier try) already holds it. */
    claimCode(code: string, userId: string, generatedAt: Date): Promise<boolean> {
      return insertOnce(codes, { _id: code, userId, generatedAt });
    },
    /** Gives a claimed code back (the user turned out to have one already). */
    async releaseCode(code: string, userId: string): Promise<void> {
      await codes.deleteOne({ _id: code, userId });
    },
    /** Makes `code` the user's one code; false when they already have one. */
    setReferrer(userId: string, code: string, generatedAt: Date): Promise<boolean> {
      return insertOnce(referrers, { _id: userId, code, generatedAt });
    },
    findReferrer(userId: string): Promise<ReferrerDoc | null> {
      return referrers.findById(userId).lean<ReferrerDoc>();
    },
    /** The user whose live code `code` is (a claimed code never made theirs does not count). */
    async ownerOfCode(code: string): Promise<string | null> {
      const claimed = await codes.findById(code).lean();
      if (!claimed) return null;
      const referrer = await referrers.findById(claimed.userId).lean<ReferrerDoc>();
      return referrer?.code === code ? claimed.userId : null;
    },

    /** Records that `referral._id` applied `referral.code`; an existing row (a retry) is kept. */
    async recordReferral(referral: ReferralDoc): Promise<void> {
      await insertOnce(referrals, referral);
    },
    findReferralOf(userId: string): Promise<ReferralDoc | null> {
      return referrals.findById(userId).lean<ReferralDoc>();
    },
    referralsBy(referrerId: string): Promise<ReferralDoc[]> {
      return referrals.find({ referrerId }).lean<ReferralDoc[]>();
    },

    /** `rating.created`: a new row; a row already there (a duplicate, or its tombstone) is left alone. */
    async ratingCreated(ratingId: string, userId: string, universityId: string): Promise<void> {
      await insertOnce(ratings, { _id: ratingId, userId, universityId, deleted: false });
    },
    /** `rating.deleted`: the row becomes (or is created as) a tombstone, whatever arrived before. */
    async ratingDeleted(ratingId: string, userId: string, universityId: string): Promise<void> {
      const tombstone = { userId, universityId, deleted: true };
      try {
        await ratings.updateOne({ _id: ratingId }, { $set: tombstone }, { upsert: true });
      } catch (error) {
        // A `created` inserted the row between the upsert's read and write: mark that row.
        if (!isDuplicateKey(error)) throw error;
        await ratings.updateOne({ _id: ratingId }, { $set: tombstone });
      }
    },
    /**
     * `rating.blocked` / `rating.unblocked`: a row per moderation version (a duplicate is left alone; the
     * highest version decides, so any order of delivery ends alike).
     */
    async ratingModerated(row: Omit<RatingModerationDoc, '_id'>): Promise<void> {
      await insertOnce(ratingModeration, { _id: `${row.ratingId}:${row.moderationVersion}`, ...row });
    },
    /** Of `userIds`, those with at least one rating that is neither deleted nor blocked (its newest moderation). */
    async usersWithRatings(userIds: string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await ratings
        .find({ userId: trusted({ $in: userIds }), deleted: false }, { userId: 1 })
        .lean<Array<{ _id: string; userId: string }>>();
      if (rows.length === 0) return new Set();
      const moderation = await ratingModeration
        .find({ ratingId: trusted({ $in: rows.map((row) => row._id) }) }, { ratingId: 1, moderationVersion: 1, blocked: 1 })
        .lean<Array<Pick<RatingModerationDoc, 'ratingId' | 'moderationVersion' | 'blocked'>>>();
      const newest = new Map<string, { version: number; blocked: boolean }>();
      for (const { ratingId, moderationVersion, blocked } of moderation) {
        const seen = newest.get(ratingId);
        if (!seen || moderationVersion > seen.version) newest.set(ratingId, { version: moderationVersion, blocked });
      }
      return new Set(rows.filter((row) => newest.get(row._id)?.blocked !== true).map((row) => row.userId));
    },
  };
}

export type ReferralsStore = ReturnType<typeof createReferralsStore>;
