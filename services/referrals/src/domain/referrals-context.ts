import type { KeyedLock, PeopleProjection, ServiceContext, SlidingWindowLimiter } from '@campusloop/service-kit';
import type { ReferralsStore } from '../data/referrals-store';
import type { IdentityReferrals } from '../identity/identity-referrals-client';

/**
 * Everything a referrals use-case may touch: service-kit's logger and clock, the store, the people
 * projection (identity's `user.updated`: verification, audience), identity's referral route, and the
 * apply-attempt counter.
 */
export interface ReferralsContext extends ServiceContext {
  store: ReferralsStore;
  people: PeopleProjection;
  identity: IdentityReferrals;
  /** Counts a caller's apply attempts over the last hour (service-kit's sliding-window limiter). */
  applyAttempts: SlidingWindowLimiter;
  /** Apply attempts allowed per user in any hour (spec: guessing is rate-limited). */
  maxApplyAttempts: number;
  /** A fresh random code (crypto); tests pass a scripted one to force a collision. */
  newReferralCode: () => string;
  /** Serialises one user's code generation inside this process. */
  codeLock: KeyedLock;
}
