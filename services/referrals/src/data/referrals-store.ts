import type { Connection } from 'mongoose';
import { insertOnce, isDuplicateKey, trusted } from '@campusloop/service-kit';
import { referralModels, type ReferralDoc, type ReferrerDoc } from './referral-models';

/**
 * The referrals service's collections in `campusloop_referrals`. Every query the domain needs is a function
 * here (domain code never calls mongoose). Every test-and-set is a unique `_id` insert (FerretDB v1
 * applies conditional updates non-atomically).
 */
export function createReferralsStore(connection: Connection) {
  const { codes, referrers, referrals, ratings } = referralModels(connection);

  return {
    /** Creates the collections and indexes (main.ts calls it once before listening). */
    async init(): Promise<void> {
      await Promise.all([codes.init(), referrers.init(), referrals.init(), ratings.init()]);
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
    /** Of `userIds`, those with at least one rating that is not deleted. */
    async usersWithRatings(userIds: string[]): Promise<Set<string>> {
      if (userIds.length === 0) return new Set();
      const rows = await ratings
        .find({ userId: trusted({ $in: userIds }), deleted: false }, { userId: 1 })
        .lean<Array<{ userId: string }>>();
      return new Set(rows.map((row) => row.userId));
    },
  };
}

export type ReferralsStore = ReturnType<typeof createReferralsStore>;
