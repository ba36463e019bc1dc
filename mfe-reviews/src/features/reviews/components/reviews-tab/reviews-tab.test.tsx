import { screen } from '@testing-library/react';
import { renderWithTheme } from '@campusloop/ui/testing';
import { ReviewsTab } from './reviews-tab';

describe('ReviewsTab', () => {
  it('asks to search for a university before anything is picked', () => {
    renderWithTheme(<ReviewsTab />);
    expect(screen.getByRole('heading', { level: 2, name: 'University Reviews' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Search for a University' })).toBeInTheDocument();
  });
});
