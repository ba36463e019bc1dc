import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  REFERRAL_MESSAGES,
  REFERRALS_PATHS,
  apiPath,
  type ReferralEligibility,
} from '@campusloop/contracts';
import { UiProviders } from '@campusloop/ui/testing';
import { installFakeApi, renderAsShell, type FakeApi } from '@campusloop/web-platform/testing';
import { APPLY_NO_LONGER_ALLOWED, ReferralsPage } from './referrals-page';

const eligibility = (over: Partial<ReferralEligibility> = {}): ReferralEligibility => ({
  eligible: false,
  hasReferralCode: false,
  requirements: { accountCreated: true, universityEmailVerified: false, universityRated: false },
  canApply: true,
  referredByCode: null,
  ...over,
});
const noStats = { totalReferrals: 0, universityStudents: 0, ratedUsers: 0, pendingReferrals: 0 };

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => api.uninstall());

const render = (path = '/referrals') => renderAsShell(<ReferralsPage />, { providers: UiProviders, initialPath: path });

describe('ReferralsPage', () => {
  it('shows a new user the unmet requirements, the statistics empty state and an apply form that keeps only A-Z 0-9', async () => {
    api.on('GET', apiPath(REFERRALS_PATHS.eligibility), { body: eligibility() });
    api.on('GET', apiPath(REFERRALS_PATHS.stats), { body: noStats });
    render();
    expect(await screen.findByText('⏳ Not Eligible Yet')).toBeVisible();
    const requirements = screen.getByRole('list', { name: 'Requirements' });
    expect(within(requirements).getByText(/University Rated/)).toHaveTextContent('not met yet');
    expect(await screen.findByText('No referrals yet')).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: 'Enter Referral Code' }));
    const input = screen.getByLabelText('Referral code');
    await userEvent.type(input, 'ab-cd');
    expect(screen.getByRole('button', { name: 'Apply Code' })).toBeDisabled();
    await userEvent.type(input, ' e12345xyz');
    expect(input).toHaveValue('ABCDE12345');
    expect(screen.getByText('Format: ABCDE12345 (10 characters, letters and numbers)')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Apply Code' })).toBeEnabled();
  });

  it('when a ?ref= link opens the page, the form is open and prefilled; a refusal shows the server message inline', async () => {
    api.on('GET', apiPath(REFERRALS_PATHS.eligibility), { body: eligibility() });
    api.on('GET', apiPath(REFERRALS_PATHS.stats), { body: noStats });
    api.on('POST', apiPath(REFERRALS_PATHS.apply), {
      status: 400,
      body: { status: 400, code: 'BAD_REQUEST', message: REFERRAL_MESSAGES.invalidCode },
    });
    render('/referrals?ref=zzzzz99999');
    const input = await screen.findByLabelText('Referral code');
    expect(input).toHaveValue('ZZZZZ99999');
    await userEvent.click(screen.getByRole('button', { name: 'Apply Code' }));
    expect(await screen.findAllByText(REFERRAL_MESSAGES.invalidCode)).not.toHaveLength(0);
    expect(api.requestsTo('POST', apiPath(REFERRALS_PATHS.apply))[0]?.body).toEqual({ referralCode: 'ZZZZZ99999' });
  });

  it('lets an eligible user generate a code, then shows it with its date, share link and statistics', async () => {
    let has = false;
    api.on('GET', apiPath(REFERRALS_PATHS.eligibility), () => ({
      body: eligibility({
        eligible: true,
        hasReferralCode: has,
        canApply: false,
        requirements: { accountCreated: true, universityEmailVerified: true, universityRated: true },
      }),
    }));
    api.on('GET', apiPath(REFERRALS_PATHS.stats), {
      body: { totalReferrals: 4, universityStudents: 3, ratedUsers: 1, pendingReferrals: 3 },
    });
    api.on('POST', apiPath(REFERRALS_PATHS.myCode), () => {
      has = true;
      return { body: { referralCode: 'ABCDE12345', generatedAt: '2026-11-25T10:00:00.000Z' } };
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Generate My Referral Code' }));
    expect(await screen.findByTestId('referral-code')).toHaveTextContent('ABCDE12345');
    expect(screen.getByText('Generated on November 25, 2026')).toBeVisible();
    expect(screen.getByTestId('referral-share-link')).toHaveTextContent('/login?ref=ABCDE12345');
    expect(await screen.findByText(REFERRAL_MESSAGES.generated)).toBeVisible();
    expect(await screen.findByText('You already have a referral code!')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Apply Referral Code' })).not.toBeInTheDocument();
    expect(screen.getByText(APPLY_NO_LONGER_ALLOWED)).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Completion rate' })).toHaveAttribute('aria-valuenow', '25');
  });

  it('tells a missing API apart: 404 is "Referral API endpoints not found" with a retry', async () => {
    api.on('GET', apiPath(REFERRALS_PATHS.stats), { body: noStats });
    render();
    expect(await screen.findByText(REFERRAL_MESSAGES.endpointsNotFound)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await waitFor(() => expect(api.requestsTo('GET', apiPath(REFERRALS_PATHS.eligibility)).length).toBeGreaterThan(0));
  });
});
