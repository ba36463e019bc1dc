import { screen, waitFor } from '@testing-library/react';
import { aUser, installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { currentUrl, renderApp } from '../../../../testing/render-app';

describe('a path without a page of its own (a notification mail’s link)', () => {
  let fake: FakeApi;
  beforeEach(() => {
    fake = installFakeApi().on('GET', '/api/v1/universities', { body: [] });
  });
  afterEach(() => fake.uninstall());

  it('/account/blocked opens the Account Restricted notice in the Profile tab (spec §2 deep-link target)', async () => {
    const { router } = renderApp({ path: '/account/blocked', user: aUser() });

    expect(await screen.findByRole('alertdialog', { name: 'Account Restricted' })).toBeInTheDocument();
    expect(currentUrl(router)).toBe('/dashboard?tab=PROFILE&notice=account-restricted');
  });

  it('a content path goes to its dashboard link; anything else to the landing page', async () => {
    const first = renderApp({ path: '/listings/AbCdEfGhIj_', user: aUser() });
    await waitFor(() => expect(currentUrl(first.router)).toMatch(/^\/dashboard\?tab=MARKETPLACE&listingId=AbCdEfGhIj_/));
    first.unmount();

    const second = renderApp({ path: '/no/such/page' });
    await waitFor(() => expect(currentUrl(second.router)).toBe('/'));
  });
});
