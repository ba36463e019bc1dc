import { screen } from '@testing-library/react';
import { renderWithTheme } from '@campusloop/ui/testing';
import { NotificationsPage } from './notifications-page';

describe('NotificationsPage', () => {
  it('as a page shows the empty notification list', () => {
    renderWithTheme(<NotificationsPage />);
    expect(screen.getByRole('region', { name: 'Notifications' })).toHaveTextContent('When you receive notifications, they will appear here.');
  });

  it('in the dashboard tab shows the notification settings', () => {
    renderWithTheme(<NotificationsPage tabKey="NOTIFICATIONS" />);
    expect(screen.getByRole('region', { name: 'Notification Settings' })).toBeInTheDocument();
  });
});
