import { fireEvent, screen } from '@testing-library/react';
import { renderWithTheme } from '../testing/render-with-theme';
import { SafeImage } from './safe-image';

describe('SafeImage', () => {
  it("shows 'Image unavailable' when the image fails to load", () => {
    renderWithTheme(<SafeImage src="/api/v1/media/post/missing0000.jpg" alt="Campus" />);

    fireEvent.error(screen.getByRole('img', { name: 'Campus' }));

    expect(screen.getByRole('img', { name: 'Campus: Image unavailable' })).toHaveTextContent('Image unavailable');
  });

  it('shows the image while it loads fine', () => {
    renderWithTheme(<SafeImage src="/a.jpg" alt="Campus" />);
    expect(screen.getByRole('img', { name: 'Campus' })).toHaveAttribute('src', '/a.jpg');
  });
});
