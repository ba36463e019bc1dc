import {
  RATING_CATEGORIES,
  RATING_MAX,
  RATING_MIN,
  overallOf,
  roundToOneDecimal,
  type RatingCategory,
  type RatingSummary,
} from '@campusloop/contracts';
import { STATS_FIELDS, type StatsFields } from '../data/university-stats-model';

export type Scores = Record<RatingCategory, number>;

const ZERO: StatsFields = Object.fromEntries(STATS_FIELDS.map((field) => [field, 0])) as StatsFields;

/** The distribution bucket of a rating: its overall (one decimal) rounded to a whole star. */
export function starBucketOf(scores: Scores): 1 | 2 | 3 | 4 | 5 {
  return Math.min(RATING_MAX, Math.max(RATING_MIN, Math.round(overallOf(scores)))) as 1 | 2 | 3 | 4 | 5;
}

/**
 * What one rating adds to its university's sums (`sign` -1 takes it away); nothing for a rating a
 * moderator blocked (issue 28: out of the average and the counts until it is unblocked).
 */
export function contributionOf(scores: Scores & { blocked?: boolean }, sign: 1 | -1 = 1): StatsFields {
  if (scores.blocked === true) return { ...ZERO };
  const fields: StatsFields = { ...ZERO, count: sign };
  for (const category of RATING_CATEGORIES) fields[category] = sign * scores[category];
  fields[`d${starBucketOf(scores)}`] = sign;
  return fields;
}

/** Field-wise sum (an edit is the new contribution plus the old one taken away). */
export function addStats(...parts: StatsFields[]): StatsFields {
  const total: StatsFields = { ...ZERO };
  for (const part of parts) for (const field of STATS_FIELDS) total[field] += part[field];
  return total;
}

/** The sums of a set of ratings, from scratch (the recomputation the kept sums must equal; blocked ones add nothing). */
export function statsOf(ratings: Iterable<Scores & { blocked?: boolean }>): StatsFields {
  return addStats(...[...ratings].map((scores) => contributionOf(scores)));
}

/**
 * A university's aggregate from its sums: each category's mean and the overall (mean of the four
 * means, which is the mean of the ratings' overalls) to one decimal; null while nobody rated.
 */
export function summaryOf(universityId: string, stats: StatsFields | null): RatingSummary {
  const sums = stats ?? ZERO;
  const count = Math.max(0, sums.count);
  const mean = (sum: number) => (count > 0 ? roundToOneDecimal(sum / count) : null);
  const allFour = RATING_CATEGORIES.reduce((sum, category) => sum + sums[category], 0);
  return {
    universityId,
    count,
    overall: count > 0 ? roundToOneDecimal(allFour / (count * RATING_CATEGORIES.length)) : null,
    categories: {
      academics: mean(sums.academics),
      placements: mean(sums.placements),
      campusLife: mean(sums.campusLife),
      hostel: mean(sums.hostel),
    },
    distribution: {
      '1': Math.max(0, sums.d1),
      '2': Math.max(0, sums.d2),
      '3': Math.max(0, sums.d3),
      '4': Math.max(0, sums.d4),
      '5': Math.max(0, sums.d5),
    },
  };
}
