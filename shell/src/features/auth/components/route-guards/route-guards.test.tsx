import { screen, waitFor } from '@testing-library/react';
import { aUser } from '@campusloop/web-platform/testing';
import { currentUrl, renderApp } from '../../../../testing/render-app';

describe('route guards', () => {
  it("shows 'Loading...' while the session is being restored", () => {
    renderApp({ path: '/dashboard', user: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('sends a signed-out visitor from a signed-in page to /login', async () => {
    const { router } = renderApp({ path: '/referrals' });
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
    expect(await screen.findByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  });

  it.each([
    ['UNIVERSITY_STUDENT', '/university-form'],
    ['HIGH_SCHOOL_STUDENT', '/highschool-form'],
    ['OTHER', '/profile'],
  ] as const)('sends a %s with an incomplete profile from /dashboard to %s', async (audience, form) => {
    const { router } = renderApp({ path: '/dashboard', user: aUser({ profileComplete: false, audience }) });
    await waitFor(() => expect(currentUrl(router)).toBe(form));
  });

  it('lets a user with an incomplete profile use signed-in pages other than the dashboard', async () => {
    const { router } = renderApp({ path: '/referrals', user: aUser({ profileComplete: false }), remotes: ['mfe_referrals'] });
    expect(await screen.findByTestId('remote')).toHaveTextContent('mfe_referrals/Referrals');
    expect(currentUrl(router)).toBe('/referrals');
  });

  it('sends a signed-in user away from /login: to the dashboard, or to the form while incomplete', async () => {
    const complete = renderApp({ path: '/login', user: aUser() });
    await waitFor(() => expect(currentUrl(complete.router)).toBe('/dashboard'));
    complete.unmount();

    const incomplete = renderApp({ path: '/verify', state: { email: 'a@b.co' }, user: aUser({ profileComplete: false, audience: 'HIGH_SCHOOL_STUDENT' }) });
    await waitFor(() => expect(currentUrl(incomplete.router)).toBe('/highschool-form'));
  });

  it('replaces an unknown path with /', async () => {
    const { router } = renderApp({ path: '/no/such/page' });
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('/university-email-verify without an e-mail and university goes back to /university-form', async () => {
    const { router } = renderApp({ path: '/university-email-verify', user: aUser({ profileComplete: false }) });
    await waitFor(() => expect(currentUrl(router)).toBe('/university-form'));
  });
});
