import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { aUser, installFakeApi } from '@campusloop/web-platform/testing';
import { currentUrl, renderAppSettled } from '../../../../testing/render-app';
import type { RemoteLoader } from '../../../../federation/remotes-context';

const ALL_REMOTES = [
  'mfe_feed',
  'mfe_communities',
  'mfe_events',
  'mfe_marketplace',
  'mfe_reviews',
  'mfe_notifications',
];
const openDashboard = (path = '/dashboard', user = aUser(), remotes = ALL_REMOTES, load?: RemoteLoader) =>
  renderAppSettled({ path, user, remotes, ...(load ? { load } : {}) });
const panel = () => screen.getByRole('tabpanel');

describe('DashboardPage', () => {
  beforeEach(() => localStorage.clear());

  it('lists the eight tabs and opens HOME with the feed remote by default', async () => {
    await openDashboard();

    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'My Public Feed',
      'Campus Buzz',
      'Communities',
      'Market Place',
      'University Reviews',
      'Events',
      'Notification Settings',
      'Profile',
    ]);
    expect(screen.getByRole('tab', { name: 'My Public Feed' })).toHaveAttribute('aria-selected', 'true');
    expect(await within(panel()).findByTestId('remote')).toHaveTextContent('mfe_feed/Feed (HOME)');
  });

  it.each([
    ['?tab=CAMPUS_BUZZ', 'mfe_feed/Feed (CAMPUS_BUZZ)'],
    ['?tab=COMMUNITIES', 'mfe_communities/Communities (COMMUNITIES)'],
    ['?tab=MARKETPLACE', 'mfe_marketplace/Marketplace (MARKETPLACE)'],
    ['?tab=UNIVERSITY_REVIEWS', 'mfe_reviews/Reviews (UNIVERSITY_REVIEWS)'],
    ['?tab=EVENTS', 'mfe_events/Events (EVENTS)'],
    ['?tab=NOTIFICATIONS', 'mfe_notifications/Notifications (NOTIFICATIONS)'],
    ['?tab=PUBLIC_FEED', 'mfe_feed/Feed (HOME)'],
  ])('%s renders %s', async (search, rendered) => {
    await openDashboard(`/dashboard${search}`);
    expect(await within(panel()).findByTestId('remote')).toHaveTextContent(rendered);
  });

  it('reopens the remembered tab and remembers the active one', async () => {
    localStorage.setItem('dashboardTab', 'EVENTS');
    await openDashboard();

    expect(await within(panel()).findByTestId('remote')).toHaveTextContent('mfe_events/Events');
    expect(localStorage.getItem('dashboardTab')).toBe('EVENTS');
  });

  it('clicking another tab says it is switching, then goes to /dashboard?tab=KEY', async () => {
    const { router } = await openDashboard('/dashboard?tab=HOME&postId=AbCdEfGhIjK');

    // Fake timers: the 100 ms switch may not pass between the click and the assertion on a busy machine.
    jest.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('tab', { name: 'University Reviews' }));
      expect(screen.getByRole('status')).toHaveTextContent('Switching to University Reviews...');
      expect(currentUrl(router)).toContain('tab=HOME');
      await act(async () => {
        jest.advanceTimersByTime(100);
      });
    } finally {
      jest.useRealTimers();
    }
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard?tab=UNIVERSITY_REVIEWS'));
    expect(await within(panel()).findByTestId('remote')).toHaveTextContent('mfe_reviews/Reviews');
    expect(localStorage.getItem('dashboardTab')).toBe('UNIVERSITY_REVIEWS');
  });

  it('clicking the current tab again while switching away calls the switch off', async () => {
    const { router } = await openDashboard('/dashboard?tab=HOME');
    expect(await within(panel()).findByTestId('remote')).toHaveTextContent('mfe_feed/Feed (HOME)');

    jest.useFakeTimers();
    try {
      fireEvent.click(screen.getByRole('tab', { name: 'University Reviews' }));
      expect(screen.getByRole('tab', { name: 'University Reviews' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      fireEvent.click(screen.getByRole('tab', { name: 'My Public Feed' }));
      await act(async () => {
        jest.advanceTimersByTime(1_000);
      });
      expect(currentUrl(router)).toBe('/dashboard?tab=HOME');
      expect(screen.getByRole('tab', { name: 'My Public Feed' })).toHaveAttribute('aria-selected', 'true');
    } finally {
      jest.useRealTimers();
    }
    expect(await within(panel()).findByTestId('remote')).toHaveTextContent('mfe_feed/Feed (HOME)');
  });

  it('clicking the current tab reloads it (the module mounts afresh)', async () => {
    const mounted = jest.fn();
    const Feed = () => {
      useEffect(() => mounted(), []);
      return <p>Feed</p>;
    };
    await openDashboard('/dashboard', aUser(), ['mfe_feed'], async () => ({ default: Feed }));
    await within(panel()).findByText('Feed');

    await userEvent.click(screen.getByRole('tab', { name: 'My Public Feed' }));

    await waitFor(() => expect(mounted).toHaveBeenCalledTimes(2));
  });

  it('a refresh parameter reloads the tab and leaves the URL', async () => {
    const load = jest.fn(async () => ({ default: () => <p>Feed</p> }));
    const { router } = await openDashboard(
      '/dashboard?tab=HOME&refresh=1767225600000',
      aUser(),
      ['mfe_feed'],
      load,
    );

    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard?tab=HOME'));
    expect(await within(panel()).findByText('Feed')).toBeInTheDocument();
  });

  it.each(['CAMPUS_BUZZ', 'COMMUNITIES', 'MARKETPLACE', 'EVENTS'])(
    '%s asks anyone but a verified university student to verify',
    async (key) => {
      await openDashboard(
        `/dashboard?tab=${key}`,
        aUser({ audience: 'HIGH_SCHOOL_STUDENT', universityVerified: false }),
      );
      const label = screen.getByRole('tab', { selected: true }).textContent;
      expect(panel()).toHaveTextContent(`Verify your university email to get access to ${label}.`);
      expect(within(panel()).queryByTestId('remote')).not.toBeInTheDocument();
    },
  );

  it('an unverified university student is gated too; tabs without verification stay open', async () => {
    await openDashboard('/dashboard?tab=EVENTS', aUser({ universityVerified: false }));
    expect(panel()).toHaveTextContent('Verify your university email to get access to Events.');

    await userEvent.click(screen.getByRole('tab', { name: 'University Reviews' }));
    expect(await within(panel()).findByTestId('remote')).toHaveTextContent('mfe_reviews/Reviews');
  });

  it("a tab whose remote is not deployed says 'Coming soon…'", async () => {
    await openDashboard('/dashboard?tab=MARKETPLACE', aUser(), ['mfe_feed']);
    expect(screen.getByRole('heading', { name: 'Coming soon…' })).toBeInTheDocument();
  });

  it('a remote that fails to load breaks only its tab; the tab list keeps working', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest.fn<Promise<unknown>, [string]>(async (id) => {
      if (id === 'mfe_events/Events') throw new Error('remoteEntry.js: 502');
      return { default: () => <p>{id}</p> };
    });
    await openDashboard('/dashboard?tab=EVENTS', aUser(), ALL_REMOTES, load);

    expect(await screen.findByRole('alert', { name: 'Something went wrong' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'My Public Feed' }));
    expect(await screen.findByText('mfe_feed/Feed')).toBeInTheDocument();
    // Leaving the broken tab did not mount (and load) it again on the way out.
    expect(load.mock.calls.filter(([id]) => id === 'mfe_events/Events')).toHaveLength(1);
    jest.restoreAllMocks();
  });

  it('the PROFILE tab is the shell’s own: the profile form, embedded', async () => {
    const fake = installFakeApi().on('GET', '/api/v1/universities', { body: [] });
    await openDashboard('/dashboard?tab=PROFILE');
    expect(within(panel()).getByRole('region', { name: 'Complete Your Profile' })).toBeInTheDocument();
    expect(within(panel()).getByRole('form', { name: 'Complete Your Profile' })).toBeInTheDocument();
    fake.uninstall();
  });

  it('arrow keys move between tabs', async () => {
    await openDashboard();
    screen.getByRole('tab', { name: 'My Public Feed' }).focus();

    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('tab', { name: 'Campus Buzz' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveFocus();
  });
});
