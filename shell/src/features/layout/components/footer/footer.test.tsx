import { screen } from '@testing-library/react';
import { renderWithTheme } from '@campusloop/ui/testing';
import { Footer } from './footer';

describe('Footer', () => {
  it('links to LinkedIn, X and Instagram in new tabs and to the support address', () => {
    renderWithTheme(<Footer />);

    for (const network of ['LinkedIn', 'X', 'Instagram']) {
      const link = screen.getByRole('link', { name: `CampusLoop on ${network}` });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    expect(screen.getByRole('link', { name: 'support@campusloop.app' })).toHaveAttribute('href', 'mailto:support@campusloop.app');
  });
});
