import { screen } from '@testing-library/react';
import { renderWithTheme } from '@campusloop/ui/testing';
import { CommunitiesTab } from './communities-tab';

describe('CommunitiesTab', () => {
  it('invites the first public community while there are none', () => {
    renderWithTheme(<CommunitiesTab />);
    expect(screen.getByRole('region', { name: 'Communities' })).toHaveTextContent('Be the first to create a public community!');
    expect(screen.getByRole('heading', { name: 'No public communities yet' })).toBeInTheDocument();
  });
});
