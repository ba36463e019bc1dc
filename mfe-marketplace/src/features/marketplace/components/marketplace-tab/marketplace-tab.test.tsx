import { screen } from '@testing-library/react';
import { renderWithTheme } from '@campusloop/ui/testing';
import { MarketplaceTab } from './marketplace-tab';

describe('MarketplaceTab', () => {
  it('shows the Campus Marketplace without listings yet', () => {
    renderWithTheme(<MarketplaceTab />);
    expect(screen.getByRole('region', { name: 'Campus Marketplace' })).toContainElement(screen.getByRole('heading', { name: 'No listings found' }));
  });
});
