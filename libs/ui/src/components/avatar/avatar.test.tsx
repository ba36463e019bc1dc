import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { VerifiedBadge } from '../verified-badge/verified-badge';
import { Avatar } from './avatar';

describe('Avatar', () => {
  it('shows the picture, named when a label is given', () => {
    renderWithTheme(<Avatar name="Asha Rao" src="/api/v1/media/profile/AbCdEfGhIjK.webp" label="Profile picture" />);
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', '/api/v1/media/profile/AbCdEfGhIjK.webp');
  });

  it('falls back to the initial without a picture or when it fails to load', () => {
    const { rerender } = renderWithTheme(<Avatar name="asha" label="Profile picture" />);
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveTextContent('A');

    rerender(<Avatar name="asha" src="/broken.png" label="Profile picture" />);
    fireEvent.error(screen.getByRole('img', { name: 'Profile picture' }));
    expect(screen.getByRole('img', { name: 'Profile picture' })).toHaveTextContent('A');
  });

  it('is hidden from screen readers when decorative', () => {
    const { container } = renderWithTheme(<Avatar name="Asha" src="/a.png" verified />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(container.querySelectorAll('[aria-hidden="true"]')).toHaveLength(2);
  });
});

describe('VerifiedBadge', () => {
  it('names the university', () => {
    renderWithTheme(<VerifiedBadge universityName="IIT Bombay" />);
    expect(screen.getByText('Verified · IIT Bombay')).toBeInTheDocument();
  });
});
