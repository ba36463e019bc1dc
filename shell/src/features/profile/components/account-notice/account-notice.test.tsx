import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCOUNT_RESTRICTED_NOTICE_PATH, CONTENT_BLOCKED_NOTICE_PATH, dashboardLinkForTarget } from '@campusloop/contracts';
import { aUser, installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { currentUrl, renderApp } from '../../../../testing/render-app';

describe('account notices on the profile', () => {
  let fake: FakeApi;
  beforeEach(() => {
    fake = installFakeApi().on('GET', '/api/v1/universities', { body: [] });
  });
  afterEach(() => {
    fake.uninstall();
    jest.restoreAllMocks();
  });

  it.each([
    ['content-blocked', 'Content Blocked', 'Your content has been blocked for violating our community guidelines.'],
    ['account-restricted', 'Account Restricted', 'Your account has been temporarily restricted due to violations of our community guidelines.'],
  ])('?notice=%s opens %s; Contact Support points to the support address', async (notice, title, text) => {
    const alert = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
    renderApp({ path: `/profile?notice=${notice}`, user: aUser() });

    const dialog = await screen.findByRole('alertdialog', { name: title });
    expect(dialog).toHaveTextContent(text);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Contact Support' }));

    expect(alert).toHaveBeenCalledWith(expect.stringContaining('support@campusloop.app'));
  });

  it.each([
    // The moderation notifications' targets (issue 28), as the notification centre opens them.
    ['Content Blocked', CONTENT_BLOCKED_NOTICE_PATH],
    ['Account Restricted', dashboardLinkForTarget(ACCOUNT_RESTRICTED_NOTICE_PATH) ?? ''],
  ])('the %s notification’s link (%s) opens the notice in the dashboard’s Profile tab', async (title, link) => {
    renderApp({ path: link, user: aUser() });

    const dialog = await screen.findByRole('alertdialog', { name: title });
    expect(within(dialog).getByRole('button', { name: 'Contact Support' })).toBeInTheDocument();
  });

  it('closing the notice drops it from the address, keeping the rest', async () => {
    const { router } = renderApp({ path: '/profile?notice=blocked&x=1', user: aUser() });

    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Content Blocked' })).getByRole('button', { name: 'Close' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/profile?x=1'));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
