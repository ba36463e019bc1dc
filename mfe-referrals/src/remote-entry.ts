// Everything mfe_referrals exposes (module-federation.config.cjs maps './Referrals' to this file).
export { ReferralsPage as Referrals } from './features/referrals/components/referrals-page/referrals-page';
export { ReferralGiftBadge } from './features/referrals/components/referral-gift-badge/referral-gift-badge';
