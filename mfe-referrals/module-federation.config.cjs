// What mfe_referrals exposes to the shell; src/remote-entry.ts lists the same modules for the standalone page.
module.exports = {
  name: 'mfe_referrals',
  exposes: {
    './Referrals': './src/features/referrals/components/referrals-page/referrals-page.tsx',
    './ReferralGiftBadge': './src/features/referrals/components/referral-gift-badge/referral-gift-badge.tsx',
  },
};
