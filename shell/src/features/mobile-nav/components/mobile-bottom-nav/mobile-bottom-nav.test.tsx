import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aUser } from '@campusloop/web-platform/testing';
import { currentUrl, renderAppSettled } from '../../../../testing/render-app';

const bar = () => screen.queryByRole('navigation', { name: 'Dashboard sections' });

describe('MobileBottomNav', () => {
  beforeEach(() => localStorage.clear());

  it('lists Buzz, Communities, Home, Market, Reviews, Events and marks the dashboard tab (default HOME)', async () => {
    await renderAppSettled({ path: '/dashboard', user: aUser(), remotes: ['mfe_feed'] });

    const links = within(bar() as HTMLElement).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Buzz',
      'Communities',
      'Home',
      'Market',
      'Reviews',
      'Events',
    ]);
    expect(within(bar() as HTMLElement).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('marks nothing away from /dashboard, and a tap goes to that dashboard tab', async () => {
    const { router } = await renderAppSettled({ path: '/referrals', user: aUser() });
    expect(within(bar() as HTMLElement).queryByRole('link', { current: 'page' })).not.toBeInTheDocument();

    await userEvent.click(within(bar() as HTMLElement).getByRole('link', { name: 'Events' }));

    expect(currentUrl(router)).toBe('/dashboard?tab=EVENTS');
    expect(within(bar() as HTMLElement).getByRole('link', { name: 'Events' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('tapping the selected tab reloads it with a refresh timestamp, which the dashboard then removes', async () => {
    jest.spyOn(Date, 'now').mockReturnValue(1767225600000);
    const { router } = await renderAppSettled({
      path: '/dashboard?tab=MARKETPLACE',
      user: aUser(),
      remotes: ['mfe_marketplace'],
    });
    const navigations: string[] = [];
    const unsubscribe = router.subscribe((state) =>
      navigations.push(`${state.location.pathname}${state.location.search}`),
    );

    await userEvent.click(within(bar() as HTMLElement).getByRole('link', { name: 'Market' }));

    expect(navigations[0]).toBe('/dashboard?tab=MARKETPLACE&refresh=1767225600000');
    await act(async () => undefined);
    expect(currentUrl(router)).toBe('/dashboard?tab=MARKETPLACE');
    unsubscribe();
    jest.restoreAllMocks();
  });

  it.each(['/login', '/verify', '/highschool-form', '/university-form', '/university-email-verify'])(
    'is hidden on %s',
    async (path) => {
      await renderAppSettled({ path, user: aUser({ profileComplete: false }) });
      expect(bar()).not.toBeInTheDocument();
    },
  );

  it('is hidden for visitors', async () => {
    await renderAppSettled({ path: '/about', user: null });
    expect(bar()).not.toBeInTheDocument();
  });
});
