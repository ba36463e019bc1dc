import { act, waitFor } from '@testing-library/react';
import { aUser, installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { currentUrl, renderApp } from '../../../../testing/render-app';
import { userLoaded } from '@campusloop/web-platform';
import { PENDING_REFERRAL_CODE_KEY } from '../../pending-referral-code';

describe('the share link /login?ref=CODE', () => {
  let fake: FakeApi;
  beforeEach(() => {
    localStorage.clear();
    fake = installFakeApi();
  });
  afterEach(() => fake.uninstall());

  it('keeps the code through sign-up and opens the prefilled apply form once the profile is complete', async () => {
    const visitor = renderApp({ path: '/login?ref=abcde12345' });
    await waitFor(() => expect(localStorage.getItem(PENDING_REFERRAL_CODE_KEY)).toBe('ABCDE12345'));
    visitor.unmount();

    const newUser = aUser({ profileComplete: false, universityVerified: false, universityEmailVerifiedAt: null, hasAppliedReferralCode: false });
    const { router, store } = renderApp({ path: '/university-form', user: newUser });
    expect(currentUrl(router)).toBe('/university-form');
    act(() => {
      store.dispatch(userLoaded({ ...newUser, profileComplete: true }));
    });
    await waitFor(() => expect(currentUrl(router)).toBe('/referrals?ref=ABCDE12345'));
    expect(localStorage.getItem(PENDING_REFERRAL_CODE_KEY)).toBeNull();
  });

  it('forgets the code of a user who may no longer apply one (university e-mail verified)', async () => {
    localStorage.setItem(PENDING_REFERRAL_CODE_KEY, 'ABCDE12345');
    const { router } = renderApp({ path: '/profile', user: aUser({ universityEmailVerifiedAt: '2026-01-01T00:00:00.000Z' }) });
    await waitFor(() => expect(localStorage.getItem(PENDING_REFERRAL_CODE_KEY)).toBeNull());
    expect(currentUrl(router)).toBe('/profile');
  });

  it('ignores a malformed code', async () => {
    renderApp({ path: '/login?ref=short' });
    await waitFor(() => expect(localStorage.getItem(PENDING_REFERRAL_CODE_KEY)).toBeNull());
  });
});
