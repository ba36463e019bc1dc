import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Button } from '../button/button';
import { Modal } from './modal';

function Opener({ nested = false }: { nested?: boolean }) {
  const [open, setOpen] = useState(false);
  const [inner, setInner] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open</Button>
      <Modal open={open} title="Post Details" onClose={() => setOpen(false)} footer={<Button>Save</Button>}>
        <input aria-label="Comment" />
        {nested && <Button onClick={() => setInner(true)}>Delete</Button>}
        <Modal open={inner} title="Confirm Delete" onClose={() => setInner(false)}>
          <p>Sure?</p>
        </Modal>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it('is a dialog named by its title that takes focus, keeps Tab inside and gives focus back on Escape', async () => {
    renderWithTheme(<Opener />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));

    const dialog = screen.getByRole('dialog', { name: 'Post Details' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();

    await userEvent.tab();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });

  it('closes only the top dialog on Escape when one is opened over another', async () => {
    renderWithTheme(<Opener nested />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('dialog', { name: 'Confirm Delete' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');

    expect(screen.queryByRole('dialog', { name: 'Confirm Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Post Details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
  });

  it('closes on a click on the backdrop, not on a click inside', async () => {
    const onClose = jest.fn();
    renderWithTheme(
      <Modal open title="Edit Post" onClose={onClose}>
        <p>Body</p>
      </Modal>,
    );
    await userEvent.click(screen.getByText('Body'));
    expect(onClose).not.toHaveBeenCalled();

    await userEvent.click(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
