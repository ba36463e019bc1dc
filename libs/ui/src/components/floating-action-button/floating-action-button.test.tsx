import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { FloatingActionButton } from './floating-action-button';

describe('FloatingActionButton', () => {
  it('is a button named by its label, 80 px above the bottom unless told otherwise', async () => {
    const onClick = jest.fn();
    renderWithTheme(<FloatingActionButton label="Create Post" onClick={onClick} />);
    const fab = screen.getByRole('button', { name: 'Create Post' });
    expect(fab).toHaveStyle({ position: 'fixed', bottom: '80px' });
    await userEvent.click(fab);
    expect(onClick).toHaveBeenCalled();
  });
});
