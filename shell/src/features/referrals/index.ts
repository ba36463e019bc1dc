export { ReferralsRoute } from './components/referrals-route/referrals-route';
