import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NOTIFICATIONS_PATHS, apiPath } from '@campusloop/contracts';
import { UiProviders } from '@campusloop/ui/testing';
import { installFakeApi, renderAsShell, type FakeApi } from '@campusloop/web-platform/testing';
import { FakeWebSocket, aNotification, serveNotifications } from '../../../../testing/notification-fixtures';
import { toastStore } from '../../../toasts';
import { NotificationBell } from './notification-bell';

let api: FakeApi;
const realWebSocket = globalThis.WebSocket;

beforeEach(() => {
  api = installFakeApi();
  FakeWebSocket.instances = [];
  (globalThis as { WebSocket: unknown }).WebSocket = FakeWebSocket;
  toastStore.reset();
});
afterEach(() => {
  api.uninstall();
  (globalThis as { WebSocket: unknown }).WebSocket = realWebSocket;
});

const renderBell = () => renderAsShell(<NotificationBell />, { providers: UiProviders });

describe('NotificationBell', () => {
  it('shows 99+ above 99 unread, the ten newest in its dropdown, and marks all read', async () => {
    serveNotifications(
      api,
      [aNotification({ title: 'Unread one' }), aNotification({ isRead: true, title: 'Read one' })],
      150,
    );
    renderBell();
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('99+');
    expect(api.requestsTo('GET', apiPath(NOTIFICATIONS_PATHS.list))[0]?.search).toContain('size=10');

    await userEvent.click(screen.getByRole('button', { name: /Notifications/ }));
    const dropdown = screen.getByRole('dialog', { name: 'Notifications' });
    expect(dropdown).toHaveTextContent('Unread one');
    expect(dropdown).toHaveTextContent('Read one');
    await userEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByTestId('notification-badge')).not.toBeInTheDocument());
    expect(api.requestsTo('POST', apiPath(NOTIFICATIONS_PATHS.readAll))).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).not.toBeInTheDocument();
  });

  it('with nothing to show: the empty texts, the link to all notifications, closes on Escape and its close button', async () => {
    serveNotifications(api, []);
    renderBell();
    const bell = screen.getByRole('button', { name: 'Notifications' });
    await userEvent.click(bell);
    const dropdown = await screen.findByRole('dialog', { name: 'Notifications' });
    await waitFor(() =>
      expect(dropdown).toHaveTextContent("You're all caught up! New notifications will appear here."),
    );
    expect(dropdown).toHaveTextContent('No notifications');
    expect(screen.getByRole('link', { name: 'View all notifications →' })).toHaveAttribute(
      'href',
      '/notifications',
    );
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(bell);
    await userEvent.click(screen.getByRole('button', { name: 'Close notifications' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('authenticates its live socket, and a pushed notification raises the count and pops a toast that opens its target', async () => {
    serveNotifications(api, []);
    renderBell();
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    const socket = FakeWebSocket.instances[0] as FakeWebSocket;
    expect(socket.url).toMatch(/^ws:\/\/.+\/api\/v1\/notifications\/live$/);
    await waitFor(() => expect(socket.sent).toEqual([{ type: 'auth', token: 'test-token' }]));

    act(() =>
      socket.push({
        type: 'notification',
        notification: aNotification({ title: 'Live one', priority: 'high' }),
        unreadCount: 3,
      }),
    );
    expect(await screen.findByTestId('notification-badge')).toHaveTextContent('3');
    const toast = await screen.findByTestId('notification-toast');
    expect(toast).toHaveTextContent('Live one');
    await userEvent.click(screen.getByRole('button', { name: /Live one/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    await waitFor(() => expect(screen.queryByTestId('notification-toast')).not.toBeInTheDocument());

    act(() => socket.push({ type: 'ping' }));
    expect(socket.sent).toContainEqual({ type: 'pong' });
  });

  it('shows a grouped notification as one item with its grouped text and size; when the group grows, the pushed group replaces it on top and its toast', async () => {
    const grouped = aNotification({
      title: 'New comment on your post',
      message: 'Bilal and 1 other commented on "Best canteen?".',
      groupSize: 3,
      actorCount: 2,
      actors: [
        { name: 'Bilal', id: 'userBilal01' },
        { name: 'Chen', id: 'userChen001' },
      ],
    });
    const other = aNotification({ title: 'Another post' });
    serveNotifications(api, [other, grouped]);
    renderBell();
    await waitFor(() => expect(FakeWebSocket.instances).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: /Notifications/ }));
    const dropdown = screen.getByRole('dialog', { name: 'Notifications' });
    await waitFor(() => expect(within(dropdown).getAllByTestId('notification-item')).toHaveLength(2));
    const [, groupRow] = within(dropdown).getAllByTestId('notification-item');
    expect(groupRow).toHaveTextContent('Bilal and 1 other commented on "Best canteen?".');
    expect(groupRow).toHaveTextContent('3 comments');

    const socket = FakeWebSocket.instances[0] as FakeWebSocket;
    act(() =>
      socket.push({
        type: 'notification',
        notification: {
          ...grouped,
          message: 'Dev and 2 others commented on "Best canteen?".',
          groupSize: 4,
          actorCount: 3,
        },
        unreadCount: 2,
      }),
    );
    await waitFor(() =>
      expect(within(dropdown).getAllByTestId('notification-item')[0]).toHaveTextContent(
        'Dev and 2 others commented on "Best canteen?".',
      ),
    );
    expect(within(dropdown).getAllByTestId('notification-item')).toHaveLength(2);
    expect(within(dropdown).getAllByTestId('notification-item')[0]).toHaveTextContent('4 comments');
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('2');
    expect(await screen.findByTestId('notification-toast')).toHaveTextContent('Dev and 2 others commented');
  });
});
