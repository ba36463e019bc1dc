import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { OwnerActions } from './owner-actions';

describe('OwnerActions', () => {
  it('is a named group whose Edit and Delete report clicks', async () => {
    const onEdit = jest.fn();
    const onDelete = jest.fn();
    renderWithTheme(<OwnerActions label="Organizer actions" onEdit={onEdit} onDelete={onDelete} />);
    const group = screen.getByRole('group', { name: 'Organizer actions' });

    await userEvent.click(within(group).getByRole('button', { name: 'Edit' }));
    await userEvent.click(within(group).getByRole('button', { name: 'Delete' }));

    expect(onEdit).toHaveBeenCalledTimes(1);
    expect(onDelete).toHaveBeenCalledTimes(1);
  });

  it('without onEdit (an item that can no longer change) it offers Delete only', () => {
    renderWithTheme(<OwnerActions label="Organizer actions" onDelete={jest.fn()} />);

    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});
