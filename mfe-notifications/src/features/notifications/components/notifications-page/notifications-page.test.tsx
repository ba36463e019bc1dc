import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATIONS_PATHS, apiPath, DEFAULT_NOTIFICATION_PREFERENCES } from '@campusloop/contracts';
import { UiProviders } from '@campusloop/ui/testing';
import { installFakeApi, renderAsShell, type FakeApi } from '@campusloop/web-platform/testing';
import { FakeWebSocket, aNotification, serveNotifications } from '../../../../testing/notification-fixtures';
import { NotificationsPage } from './notifications-page';

let api: FakeApi;
const realWebSocket = globalThis.WebSocket;

beforeEach(() => {
  api = installFakeApi();
  (globalThis as { WebSocket: unknown }).WebSocket = FakeWebSocket;
});
afterEach(() => {
  api.uninstall();
  (globalThis as { WebSocket: unknown }).WebSocket = realWebSocket;
});

const renderPage = (path = '/notifications') =>
  renderAsShell(<NotificationsPage />, { providers: UiProviders, initialPath: path });

describe('the /notifications page', () => {
  it('shows the unread badge and the list, and bulk mode marks the selected ones read', async () => {
    const items = [
      aNotification({ title: 'First' }),
      aNotification({ title: 'Second' }),
      aNotification({ title: 'Old', isRead: true }),
    ];
    serveNotifications(api, items);
    renderPage();
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('2 unread');
    expect(await screen.findAllByTestId('notification-item')).toHaveLength(3);
    expect(screen.getByText("You've reached the end of your notifications")).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    const bulk = screen.getByLabelText('Bulk actions');
    expect(bulk).toHaveTextContent('0 selected');
    expect(within(bulk).getByRole('button', { name: 'Mark Read' })).toBeDisabled();
    await userEvent.click(within(bulk).getByRole('button', { name: 'Select All' }));
    expect(bulk).toHaveTextContent('3 selected');
    expect(within(bulk).getByRole('button', { name: 'Deselect All' })).toBeInTheDocument();
    await userEvent.click(within(bulk).getByRole('button', { name: 'Mark Read' }));
    await waitFor(() =>
      expect(api.requestsTo('POST', apiPath(NOTIFICATIONS_PATHS.bulkRead))).toHaveLength(1),
    );
    expect(api.requestsTo('POST', apiPath(NOTIFICATIONS_PATHS.bulkRead))[0]?.body).toEqual([
      items[0]?.id,
      items[1]?.id,
    ]);
    await waitFor(() => expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument());
    expect(screen.queryByLabelText('Bulk actions')).not.toBeInTheDocument();
  });

  it('shows a grouped notification once, with its grouped text and size, and reads the group by its one id', async () => {
    const grouped = aNotification({
      title: 'New question on your listing',
      message: 'Chen and 2 others asked about "Cycle for sale".',
      groupSize: 5,
      actorCount: 3,
    });
    serveNotifications(api, [grouped]);
    renderPage();
    const [row] = await screen.findAllByTestId('notification-item');
    expect(row).toHaveTextContent('Chen and 2 others asked about "Cycle for sale".');
    expect(within(row as HTMLElement).getByTestId('notification-group-size')).toHaveTextContent('5 comments');
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('1 unread');
    await userEvent.click(screen.getByRole('button', { name: 'Mark New question on your listing as read' }));
    await waitFor(() =>
      expect(
        api.requestsTo('POST', apiPath(NOTIFICATIONS_PATHS.read, { notificationId: grouped.id })),
      ).toHaveLength(1),
    );
    await waitFor(() => expect(screen.queryByTestId('unread-badge')).not.toBeInTheDocument());
  });

  it('dismisses one, and shows the unread-only empty state with a way back', async () => {
    serveNotifications(api, [aNotification({ title: 'Only', isRead: true })], 0);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss Only' }));
    await waitFor(() => expect(screen.queryByTestId('notification-item')).not.toBeInTheDocument());
    expect(screen.getByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByText('When you receive notifications, they will appear here.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Unread Only' }));
    expect(await screen.findByText('No unread notifications')).toBeInTheDocument();
    expect(screen.getByText('All caught up! You have no unread notifications.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show All Notifications' }));
    expect(screen.getByRole('button', { name: 'Unread Only' })).toBeInTheDocument();
  });

  it('opening a notification marks it read and goes to its dashboard link', async () => {
    const item = aNotification({ title: 'Open me', targetUrl: '/events/Event000001' });
    serveNotifications(api, [item]);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^Open me/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    await waitFor(() =>
      expect(
        api.requestsTo('POST', apiPath(NOTIFICATIONS_PATHS.read, { notificationId: item.id })),
      ).toHaveLength(1),
    );
  });

  it('Settings: Save Preferences only once something changed; it saves the full list', async () => {
    serveNotifications(api, []);
    api
      .on('GET', apiPath(NOTIFICATIONS_PATHS.preferences), { body: DEFAULT_NOTIFICATION_PREFERENCES })
      .on('PUT', apiPath(NOTIFICATIONS_PATHS.preferences), (request) => ({ body: request.body }));
    renderPage('/notifications?tab=preferences');
    const save = await screen.findByRole('button', { name: 'Save Preferences' });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /Posts/ }));
    expect(save).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Reset Changes' }));
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /Posts/ }));
    await userEvent.click(save);
    expect(await screen.findByText('Preferences saved successfully!')).toBeInTheDocument();
    const [put] = api.requestsTo('PUT', apiPath(NOTIFICATIONS_PATHS.preferences));
    expect(put?.body).toHaveLength(7);
    expect(put?.body).toContainEqual({
      preferenceType: 'CATEGORY',
      userNotificationCategory: 'POST',
      enabled: false,
    });
  });

  it('Settings: the daily digest can be chosen only with e-mail on, and is saved with the list and this browser’s time zone', async () => {
    serveNotifications(api, []);
    api
      .on('GET', apiPath(NOTIFICATIONS_PATHS.preferences), { body: DEFAULT_NOTIFICATION_PREFERENCES })
      .on('PUT', apiPath(NOTIFICATIONS_PATHS.preferences), (request) => ({ body: request.body }))
      .on('PUT', apiPath(NOTIFICATIONS_PATHS.digestTimeZone), (request) => ({ body: request.body }));
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    renderPage('/notifications?tab=preferences');
    const digest = await screen.findByRole('checkbox', { name: /Daily Digest/ });
    expect(digest).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: /Email Notifications/ }));
    expect(digest).toBeEnabled();
    await userEvent.click(digest);
    await userEvent.click(screen.getByRole('button', { name: 'Save Preferences' }));
    expect(await screen.findByText('Preferences saved successfully!')).toBeInTheDocument();
    const [put] = api.requestsTo('PUT', apiPath(NOTIFICATIONS_PATHS.preferences));
    expect(put?.body).toContainEqual({ preferenceType: 'EMAIL_DELIVERY', enabled: true });
    expect(put?.body).toContainEqual({ preferenceType: 'DAILY_DIGEST', enabled: true });
    expect(document.body).toHaveTextContent(`One e-mail at 08:00 (${zone})`);
    expect(api.requestsTo('PUT', apiPath(NOTIFICATIONS_PATHS.digestTimeZone))[0]?.body).toEqual({
      timeZone: zone,
    });
  });

  it('in the dashboard tab shows only the notification settings', async () => {
    api.on('GET', apiPath(NOTIFICATIONS_PATHS.preferences), {
      status: 400,
      body: { status: 400, code: 'X', message: 'bad' },
    });
    renderAsShell(<NotificationsPage tabKey="NOTIFICATIONS" />, { providers: UiProviders });
    expect(screen.getByRole('region', { name: 'Notification Settings' })).toBeInTheDocument();
    expect(await screen.findByText('Failed to load notification preferences.')).toBeInTheDocument();
  });
});
