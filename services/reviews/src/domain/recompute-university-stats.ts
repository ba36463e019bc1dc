import type { StatsFields } from '../data/university-stats-model';
import { statsOf } from './rating-aggregate';
import type { ReviewsContext } from './reviews-context';

/**
 * A university's sums recomputed from its stored ratings and written back (repair after a crash
 * between a rating's write and its aggregate's; the tests compare the kept sums with it).
 */
export async function recomputeUniversityStats(ctx: Pick<ReviewsContext, 'store'>, universityId: string): Promise<StatsFields> {
  const fields = statsOf(await ctx.store.allRatingsOf(universityId));
  await ctx.store.replaceStats(universityId, fields);
  return fields;
}
