import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { renderWithTheme } from '@campusloop/ui/testing';
import { NotificationBell } from './notification-bell';

function renderBell() {
  return renderWithTheme(
    <MemoryRouter>
      <NotificationBell />
    </MemoryRouter>,
  );
}

describe('NotificationBell', () => {
  it('opens a dropdown that is empty for now and links to all notifications', async () => {
    renderBell();

    await userEvent.click(screen.getByRole('button', { name: 'Notifications' }));

    const dropdown = screen.getByRole('dialog', { name: 'Notifications' });
    expect(dropdown).toHaveTextContent("You're all caught up! New notifications will appear here.");
    expect(screen.getByRole('link', { name: 'View all notifications →' })).toHaveAttribute('href', '/notifications');
  });

  it('closes on Escape and with its close button', async () => {
    renderBell();
    const bell = screen.getByRole('button', { name: 'Notifications' });

    await userEvent.click(bell);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(bell).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(bell);
    await userEvent.click(screen.getByRole('button', { name: 'Close notifications' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
