import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '@campusloop/ui/testing';
import { BlockUserAction } from './block-user-action';

describe('BlockUserAction', () => {
  it('asks first, keyboard and all; while blocking nothing can be pressed; then it closes and tells the item', async () => {
    let finish: () => void = () => undefined;
    const block = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const onBlocked = jest.fn();
    renderWithTheme(<BlockUserAction name="Zed" block={block} onBlocked={onBlocked} />);

    screen.getByRole('button', { name: 'Block user' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('alertdialog', { name: 'Block User' });
    expect(dialog).toHaveTextContent('Block Zed?');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(block).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();

    finish();
    await waitFor(() => expect(onBlocked).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('Cancel blocks nobody; a failed block says so', async () => {
    const block = jest.fn(() => Promise.reject(new Error('503')));
    renderWithTheme(<BlockUserAction name="Zed" block={block} />);
    await userEvent.click(screen.getByRole('button', { name: 'Block user' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(block).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Block user' }));
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not block this user. Please try again.');
  });
});
