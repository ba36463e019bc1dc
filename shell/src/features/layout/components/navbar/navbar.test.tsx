import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser, installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { currentUrl, renderApp } from '../../../../testing/render-app';

describe('Navbar', () => {
  let fake: FakeApi;
  beforeEach(() => {
    localStorage.clear();
    fake = installFakeApi();
  });
  afterEach(() => fake.uninstall());

  it('lists the five links and, for a visitor, Sign Up / Sign In leading to /login', async () => {
    const { router } = renderApp({ path: '/about' });
    const nav = screen.getByRole('navigation', { name: 'Main' });

    expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual([
      'CampusLoop',
      'Home',
      "Who it's For",
      'How It Works',
      'About us',
      'Contact us',
    ]);
    expect(within(nav).getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(within(nav).getByRole('button', { name: 'Sign Up / Sign In' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/login'));
  });

  it('a section link on another page goes to the landing page', async () => {
    const { router } = renderApp({ path: '/contact' });
    await userEvent.click(screen.getByRole('link', { name: 'How It Works' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/'));
  });

  it('the hamburger button opens and closes the links', async () => {
    renderApp({ path: '/' });
    // Shown only below 768px (jsdom applies no media queries).
    const toggle = screen.getByLabelText('Menu', { selector: 'button' });

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it.each([
    [{ name: 'Asha Rao' }, 'Asha Rao'],
    [{ name: null, email: 'asha@example.com' }, 'asha@example.com'],
    [{ name: '  ', email: '' }, 'User'],
  ])('a signed-in user sees the bell and a menu named after %j', async (fields, label) => {
    renderApp({ path: '/about', user: aUser(fields), remotes: ['mfe_notifications'] });

    expect(screen.getByRole('button', { name: label })).toHaveAttribute('aria-haspopup', 'menu');
    expect(await screen.findByTestId('remote')).toHaveTextContent('mfe_notifications/NotificationBell');
    expect(screen.queryByRole('button', { name: 'Sign Up / Sign In' })).not.toBeInTheDocument();
  });

  it('the user menu offers Dashboard only with a complete profile', async () => {
    const { unmount } = renderApp({ path: '/about', user: aUser({ profileComplete: false }) });
    await userEvent.click(screen.getByRole('button', { name: 'Asha Rao' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Profile', 'Referrals', 'Logout']);
    unmount();

    renderApp({ path: '/about', user: aUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Asha Rao' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Profile', 'Dashboard', 'Referrals', 'Logout']);
  });

  it('Logout ends the session and goes to /', async () => {
    localStorage.setItem('accessToken', 'access-1');
    fake.on('POST', '/api/v1/auth/logout', { status: 204 });
    const { router, store } = renderApp({ path: '/about', user: aUser() });

    await userEvent.click(screen.getByRole('button', { name: 'Asha Rao' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/'));
    expect(fake.requestsTo('POST', '/api/v1/auth/logout')).toHaveLength(1);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(store.getState().auth.status).toBe('anonymous');
    expect(await screen.findByRole('button', { name: 'Sign Up / Sign In' })).toBeInTheDocument();
  });

  it('shows the avatar with the verified badge and university name of a verified student', async () => {
    const { container } = renderApp({ path: '/about', user: aUser({ avatarUrl: '/api/v1/media/profile/AbCdEfGhIjK.webp' }) });
    const trigger = screen.getByRole('button', { name: 'Asha Rao' });

    expect(trigger).toHaveAccessibleDescription('Verified student at IIT Bombay');
    expect(container.querySelector('header img')).toHaveAttribute('src', '/api/v1/media/profile/AbCdEfGhIjK.webp');
    await userEvent.click(trigger);
    expect(screen.getByText('Verified · IIT Bombay')).toBeInTheDocument();
  });

  it('shows no badge before the university e-mail is verified', () => {
    renderApp({ path: '/about', user: aUser({ universityVerified: false, isVerified: false }) });
    expect(screen.getByRole('button', { name: 'Asha Rao' })).not.toHaveAccessibleDescription();
  });
});

