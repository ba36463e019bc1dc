import { screen } from '@testing-library/react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Loading } from './loading';

describe('Loading', () => {
  it("announces 'Loading...' by default", () => {
    renderWithTheme(<Loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('announces the label it is given', () => {
    renderWithTheme(<Loading label="Switching to Events..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Switching to Events...');
  });
});
