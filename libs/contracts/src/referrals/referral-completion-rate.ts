// Zod-free (front ends import it): the stats card's rate. A module defining schemas would bring all of zod
// into the Referrals tab's first screen (issue 30).

/** Spec §9: ratedUsers over totalReferrals, whole percent, 0 when none. */
export function referralCompletionRate(stats: { ratedUsers: number; totalReferrals: number }): number {
  return stats.totalReferrals === 0 ? 0 : Math.round((stats.ratedUsers / stats.totalReferrals) * 100);
}
