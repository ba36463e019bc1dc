export { ReferralsRoute } from './components/referrals-route/referrals-route';
export { ReferralLinkKeeper } from './components/referral-link-keeper/referral-link-keeper';
