import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../testing/render-with-theme';
import { ConfirmDialog } from './confirm-dialog';

describe('ConfirmDialog', () => {
  it("asks with the spec's default title and message and focuses Cancel, the safe choice", async () => {
    const onConfirm = jest.fn();
    renderWithTheme(<ConfirmDialog open onConfirm={onConfirm} onCancel={jest.fn()} />);

    const dialog = screen.getByRole('alertdialog', { name: 'Confirm Delete' });
    expect(dialog).toHaveTextContent(
      'Are you sure you want to delete this item? This action cannot be undone.',
    );
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("while processing reads 'Processing...' and cannot be cancelled", async () => {
    const onCancel = jest.fn();
    renderWithTheme(<ConfirmDialog open processing onConfirm={jest.fn()} onCancel={onCancel} />);

    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
