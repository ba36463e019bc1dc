import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { renderApp } from '../../../../testing/render-app';

describe('UserMenu', () => {
  let fake: FakeApi;
  beforeEach(() => {
    localStorage.clear();
    fake = installFakeApi();
  });
  afterEach(() => fake.uninstall());

  it('puts the referrals remote’s gift badge on the Referrals entry (the remote decides when it shows)', async () => {
    renderApp({ path: '/about', user: aUser(), remotes: ['mfe_referrals'] });
    await userEvent.click(screen.getByRole('button', { name: 'Asha Rao' }));
    const referrals = screen.getAllByRole('menuitem').find((item) => item.textContent?.startsWith('Referrals'));
    expect(referrals).toBeDefined();
    expect(await within(referrals as HTMLElement).findByTestId('remote')).toHaveTextContent(
      'mfe_referrals/ReferralGiftBadge',
    );
  });
});
