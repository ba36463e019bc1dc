import { Router } from 'express';
import { REFERRALS_ROUTES } from '@campusloop/contracts';
import { mountRoute, requireUser } from '@campusloop/service-kit';
import { applyReferralCode } from '../domain/apply-referral-code';
import { generateMyCode } from '../domain/generate-my-code';
import { loadEligibility } from '../domain/load-eligibility';
import { referralStats } from '../domain/referral-stats';
import type { ReferralsContext } from '../domain/referrals-context';

/** Every route of REFERRALS_ROUTES (libs/contracts), validated by its contract. */
export function referralsRoutes(ctx: ReferralsContext): Router {
  const router = Router();
  mountRoute(router, REFERRALS_ROUTES.eligibility, (_input, req) => loadEligibility(ctx, requireUser(req)));
  mountRoute(router, REFERRALS_ROUTES.myCode, (_input, req) => generateMyCode(ctx, requireUser(req)));
  mountRoute(router, REFERRALS_ROUTES.apply, ({ body }, req) =>
    applyReferralCode(ctx, requireUser(req), body.referralCode),
  );
  mountRoute(router, REFERRALS_ROUTES.stats, (_input, req) => referralStats(ctx, requireUser(req)));
  return router;
}
