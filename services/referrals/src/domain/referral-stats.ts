import type { ReferralStats } from '@campusloop/contracts';
import type { AuthUser } from '@campusloop/service-kit';
import type { ReferralsContext } from './referrals-context';

/**
 * GET /referrals/stats for the caller as referrer. A referral is completed (`ratedUsers`) once the
 * referred user has verified their university (identity's `user.updated`) and has a rating (reviews'
 * events), pending otherwise — a deleted or blocked last rating makes it pending again; `universityStudents`
 * counts referred users with audience UNIVERSITY_STUDENT.
 */
export async function referralStats(ctx: ReferralsContext, user: AuthUser): Promise<ReferralStats> {
  const referrals = await ctx.store.referralsBy(user.id);
  const ids = referrals.map((referral) => referral._id);
  const [people, rated] = await Promise.all([ctx.people.loadPeople(ids), ctx.store.usersWithRatings(ids)]);
  let universityStudents = 0;
  let ratedUsers = 0;
  for (const id of ids) {
    const person = people.get(id);
    if (person?.audience === 'UNIVERSITY_STUDENT') universityStudents += 1;
    if (person?.isVerified && rated.has(id)) ratedUsers += 1;
  }
  return {
    totalReferrals: ids.length,
    universityStudents,
    ratedUsers,
    pendingReferrals: ids.length - ratedUsers,
  };
}
