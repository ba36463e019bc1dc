import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProviders } from '@campusloop/ui/testing';
import { deferred, installFakeApi, renderAsShell, type FakeApi, type FakeReply } from '@campusloop/web-platform/testing';
import { BlockedUsers } from './blocked-users';

const LIST = '/api/v1/users/me/blocks';
const zed = { userId: 'Zed00000001', name: 'Zed Blocked', avatarUrl: null, blockedAt: '2026-11-01T10:00:00.000Z' };
const page = (content: unknown[]) => ({ body: { content, totalElements: content.length, last: true, page: 0, size: 100 } });

describe('Profile: Blocked users', () => {
  let fake: FakeApi;
  beforeEach(() => {
    fake = installFakeApi();
  });
  afterEach(() => fake.uninstall());

  it('lists whom the student blocked; Unblock is disabled while it runs, then the list is read again and is empty', async () => {
    let blocked = [zed];
    const unblocked = deferred<FakeReply>();
    fake.on('GET', LIST, () => page(blocked));
    fake.on('DELETE', `${LIST}/${zed.userId}`, async () => {
      const reply = await unblocked.promise;
      blocked = [];
      return reply;
    });
    renderAsShell(<BlockedUsers />, { providers: UiProviders });

    const list = await screen.findByRole('list', { name: 'Blocked users' });
    expect(within(list).getByText('Zed Blocked')).toBeVisible();
    await userEvent.click(within(list).getByRole('button', { name: 'Unblock Zed Blocked' }));
    expect(within(list).getByRole('button', { name: 'Unblock Zed Blocked' })).toBeDisabled();
    expect(within(list).getByRole('button', { name: 'Unblock Zed Blocked' })).toHaveTextContent('Unblocking...');

    unblocked.resolve({ status: 204 });
    expect(await screen.findByText('You have not blocked anyone.')).toBeVisible();
  });
});
