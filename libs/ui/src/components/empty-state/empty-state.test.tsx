import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows a title as a heading, the hint and the action', () => {
    renderWithTheme(
      <EmptyState
        title="No posts yet"
        message="Be the first to share something in this community!"
        icon="📝"
        action={<Button>Create First Post</Button>}
      />,
    );

    expect(screen.getByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
    expect(screen.getByText('Be the first to share something in this community!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create First Post' })).toBeInTheDocument();
    expect(screen.getByText('📝')).toHaveAttribute('aria-hidden', 'true');
  });
});
