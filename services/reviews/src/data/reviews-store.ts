import type { Connection } from 'mongoose';
import type { PageQuery } from '@campusloop/contracts';
import {
  keyedLockOf,
  createPagedListIndex,
  documentLockKey,
  insertOnce,
  loadByIds,
  type ListPage,
} from '@campusloop/service-kit';
import { ratingClaimModel, type RatingClaimDoc } from './rating-claim-model';
import { ratingModel, type RatingDoc } from './rating-model';
import { STATS_FIELDS, universityStatsModel, type StatsFields } from './university-stats-model';

/** The paged-list keys of a university's ratings and of an author's (bench seeding loads them in bulk). */
export const universityList = (universityId: string) => `ratings:university:${universityId}`;
export const authorList = (authorId: string) => `ratings:author:${authorId}`;

/** Ratings a student holds at most at once in practice (one per 6 months); the newest page covers them. */
const OWN_RATINGS_SCAN = 50;

/**
 * The reviews service's collections in `campusloop_reviews`: ratings, the one-per-6-months claims,
 * each university's aggregate, and two newest-first lists per rating (its university's, its author's)
 * on service-kit's paged-list index. Domain code never calls mongoose.
 */
export function createReviewsStore(connection: Connection) {
  const ratings = ratingModel(connection);
  const claims = ratingClaimModel(connection);
  const stats = universityStatsModel(connection);
  // Every update of a shared document (a list head, a rating, a university's aggregate) runs under
  // its key: FerretDB v1 applies neither `$inc` nor read-modify-write atomically.
  const lock = keyedLockOf(connection);
  const lists = createPagedListIndex(connection, lock);

  return {
    lock,
    lists,
    ratings,
    async init(): Promise<void> {
      await Promise.all([ratings.init(), claims.init(), stats.init()]);
    },

    ratingLockKey: (ratingId: string) => documentLockKey('ratings', ratingId),

    async findRating(id: string): Promise<RatingDoc | null> {
      return ratings.findById(id).lean<RatingDoc>();
    },
    loadRatings: (ids: readonly string[]) => loadByIds(ratings, ids),

    /** The author's newest rating of this university (their list's newest page, by `_id`). */
    async newestRatingOf(authorId: string, universityId: string): Promise<RatingDoc | null> {
      const { ids } = await lists.page(authorList(authorId), { page: 0, size: OWN_RATINGS_SCAN });
      const own = await loadByIds(ratings, ids);
      return own.find((rating) => rating.universityId === universityId) ?? null;
    },

    /** The unique insert that decides "one per 6 months": true when this call won the claim. */
    claim: (doc: RatingClaimDoc) => insertOnce(claims, doc),
    async releaseClaim(id: string): Promise<void> {
      await claims.deleteOne({ _id: id });
    },

    /** Reserves the rating's places in both lists (stored with it, then `listRating`). */
    async reserveSeqs(universityId: string, authorId: string): Promise<{ universitySeq: number; authorSeq: number }> {
      const [universitySeq, authorSeq] = await Promise.all([
        lists.reserve(universityList(universityId)),
        lists.reserve(authorList(authorId)),
      ]);
      return { universitySeq, authorSeq };
    },
    async insertRating(doc: RatingDoc): Promise<void> {
      await ratings.create(doc);
    },
    async listRating(doc: RatingDoc): Promise<void> {
      await lists.add(universityList(doc.universityId), doc._id, doc.universitySeq);
      await lists.add(authorList(doc.authorId), doc._id, doc.authorSeq);
    },
    async replaceRating(doc: RatingDoc): Promise<void> {
      await ratings.replaceOne({ _id: doc._id }, doc);
    },
    /**
     * A moderator's block or unblock (under the rating's lock): the rating leaves (rejoins, at its old
     * place) its university's list; its author's list keeps it. `moderationVersion` is the action's
     * number (the previous one plus one).
     */
    async setRatingBlocked(doc: RatingDoc, blocked: boolean, moderationVersion: number): Promise<void> {
      await ratings.updateOne({ _id: doc._id }, { $set: { blocked, moderationVersion } });
      if (blocked) await lists.remove(universityList(doc.universityId), doc._id, doc.universitySeq);
      else await lists.add(universityList(doc.universityId), doc._id, doc.universitySeq);
    },
    /** Removes the rating and its list entries; false when it was already gone. */
    async deleteRating(doc: RatingDoc): Promise<boolean> {
      const { deletedCount } = await ratings.deleteOne({ _id: doc._id });
      await lists.remove(universityList(doc.universityId), doc._id, doc.universitySeq);
      await lists.remove(authorList(doc.authorId), doc._id, doc.authorSeq);
      return deletedCount === 1;
    },

    universityPage: (universityId: string, query: PageQuery): Promise<ListPage> =>
      lists.page(universityList(universityId), query),
    authorPage: (authorId: string, query: PageQuery): Promise<ListPage> => lists.page(authorList(authorId), query),

    /** Adds `delta` to the university's sums, under its lock (created on first use). */
    async applyStats(universityId: string, delta: StatsFields): Promise<void> {
      await lock.run(documentLockKey('university_stats', universityId), async () => {
        await stats.updateOne({ _id: universityId }, { $inc: delta }, { upsert: true });
      });
    },
    async readStats(universityId: string): Promise<StatsFields | null> {
      const doc = await stats.findById(universityId).lean();
      if (!doc) return null;
      return Object.fromEntries(STATS_FIELDS.map((field) => [field, Number(doc[field] ?? 0)])) as StatsFields;
    },
    /** Every stored rating of a university (the aggregate's recomputation: repair and tests). */
    async allRatingsOf(universityId: string): Promise<RatingDoc[]> {
      return ratings.find({ universityId }).lean<RatingDoc[]>();
    },
    async replaceStats(universityId: string, fields: StatsFields): Promise<void> {
      await lock.run(documentLockKey('university_stats', universityId), async () => {
        await stats.updateOne({ _id: universityId }, { $set: fields }, { upsert: true });
      });
    },
  };
}

export type ReviewsStore = ReturnType<typeof createReviewsStore>;
