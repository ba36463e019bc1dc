import { screen } from '@testing-library/react';
import { renderWithTheme } from '@campusloop/ui/testing';
import { ReferralsPage } from './referrals-page';

describe('ReferralsPage', () => {
  it('shows the Referral System with no referrals yet', () => {
    renderWithTheme(<ReferralsPage />);
    expect(screen.getByRole('region', { name: 'Referral System' })).toHaveTextContent('No referrals yet');
  });
});
