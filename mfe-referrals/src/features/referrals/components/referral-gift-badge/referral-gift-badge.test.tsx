import { screen, waitFor } from '@testing-library/react';
import { REFERRALS_PATHS, apiPath, type ReferralEligibility } from '@campusloop/contracts';
import { UiProviders } from '@campusloop/ui/testing';
import { installFakeApi, renderAsShell, type FakeApi } from '@campusloop/web-platform/testing';
import { ReferralGiftBadge } from './referral-gift-badge';

const eligibility = (over: Partial<ReferralEligibility>): ReferralEligibility => ({
  eligible: true,
  hasReferralCode: false,
  requirements: { accountCreated: true, universityEmailVerified: true, universityRated: true },
  canApply: false,
  referredByCode: null,
  ...over,
});

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => api.uninstall());

describe('ReferralGiftBadge', () => {
  it('shows the gift while the user is eligible and has no code yet', async () => {
    api.on('GET', apiPath(REFERRALS_PATHS.eligibility), { body: eligibility({}) });
    renderAsShell(<ReferralGiftBadge />, { providers: UiProviders });
    expect(await screen.findByRole('img', { name: 'You can generate your referral code' })).toHaveTextContent('🎁');
  });

  it('shows nothing once the user has a code', async () => {
    api.on('GET', apiPath(REFERRALS_PATHS.eligibility), { body: eligibility({ hasReferralCode: true }) });
    renderAsShell(<ReferralGiftBadge />, { providers: UiProviders });
    await waitFor(() => expect(api.requestsTo('GET', apiPath(REFERRALS_PATHS.eligibility))).toHaveLength(1));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
