import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteTabProps } from '@campusloop/web-platform';
import { aUser, installFakeApi } from '@campusloop/web-platform/testing';
import { currentUrl, renderAppSettled } from '../../../../testing/render-app';
import type { RemoteLoader } from '../../../../federation/remotes-context';

const POST = 'AbCdEfGhIjK';
const REMOTES = [
  'mfe_feed',
  'mfe_communities',
  'mfe_events',
  'mfe_marketplace',
  'mfe_reviews',
  'mfe_notifications',
];

/** A remote that shows which tab it is on and what it was asked to open. */
const showsTarget: RemoteLoader = async (id) => ({
  default: ({ tabKey, target }: RemoteTabProps) => (
    <p data-testid="remote">{`${id} (${tabKey}) ${target ? `${target.entityType}:${target.entityId}` : 'no target'}`}</p>
  ),
});

const open = (path: string) => renderAppSettled({ path, user: aUser(), remotes: REMOTES, load: showsTarget });

/**
 * Waits for a state, not for time: the limit only bounds a real failure (a busy CI machine may take a
 * while to switch tabs and load a remote; the test goes on as soon as the state is there).
 */
const UNTIL = { timeout: 10_000 };

/** Waits until the tab panel shows a remote saying `text` (a tab switch first keeps the old one, or none). */
const remoteShows = (text: string) =>
  waitFor(
    () => expect(within(screen.getByRole('tabpanel')).getByTestId('remote')).toHaveTextContent(text),
    UNTIL,
  );

describe('DashboardPage deep links', () => {
  beforeEach(() => localStorage.clear());

  it('a public post link opens HOME with the post as target, then the URL keeps only the tab', async () => {
    localStorage.setItem('dashboardTab', 'EVENTS');
    const { router } = await open(`/dashboard?postId=${POST}&feedType=public`);

    await remoteShows(`mfe_feed/Feed (HOME) post:${POST}`);
    expect(screen.getByRole('status')).toHaveTextContent('Opening content...');

    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard?tab=HOME'), UNTIL);
    // The target outlives the clean-up: the tab may still be loading its list.
    await remoteShows(`post:${POST}`);
    expect(screen.queryByText('Opening content...')).not.toBeInTheDocument();
  });

  it.each([
    [`eventId=${POST}`, `mfe_events/Events (EVENTS) event:${POST}`],
    [`listingId=${POST}`, `mfe_marketplace/Marketplace (MARKETPLACE) listing:${POST}`],
    [`communityId=${POST}`, `mfe_communities/Communities (COMMUNITIES) community:${POST}`],
    [`postId=${POST}`, `mfe_feed/Feed (CAMPUS_BUZZ) post:${POST}`],
  ])('%s opens %s', async (query, shown) => {
    await open(`/dashboard?${query}`);
    await remoteShows(shown);
  });

  it('ignores a malformed link and still cleans the URL', async () => {
    const { router } = await open('/dashboard?tab=HOME&postId=not-an-id');

    await remoteShows('mfe_feed/Feed (HOME) no target');
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard?tab=HOME'), UNTIL);
  });

  it('choosing another tab drops the target: coming back does not open the post again', async () => {
    const { router } = await open(`/dashboard?tab=HOME&postId=${POST}`);
    await remoteShows(`post:${POST}`);
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard?tab=HOME'), UNTIL);

    await userEvent.click(screen.getByRole('tab', { name: 'University Reviews' }));
    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard?tab=UNIVERSITY_REVIEWS'), UNTIL);
    // The reviews tab has loaded before the user moves on (a click while it loads is not what we test).
    await remoteShows('mfe_reviews/Reviews (UNIVERSITY_REVIEWS) no target');
    await userEvent.click(screen.getByRole('tab', { name: 'My Public Feed' }));

    await waitFor(() => expect(currentUrl(router)).toBe('/dashboard?tab=HOME'), UNTIL);
    await remoteShows('mfe_feed/Feed (HOME) no target');
  });

  it('an announcement link shows the announcement with its priority; defaults fill what is missing', async () => {
    const { router } = await open(
      `/dashboard?tab=HOME&announcementId=${POST}&title=Exam%20week&message=Library%20open%2024h&priority=URGENT`,
    );

    const dialog = screen.getByRole('alertdialog', { name: 'Exam week' });
    expect(dialog).toHaveTextContent('Library open 24h');
    expect(within(dialog).getByText('URGENT')).toHaveAttribute('data-priority', 'URGENT');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await act(() => router.navigate(`/dashboard?announcementId=${POST}`));
    const plain = await screen.findByRole('dialog', { name: 'Announcement' });
    expect(plain).toHaveTextContent('You have a new announcement.');
    expect(within(plain).getByText('MEDIUM')).toBeInTheDocument();
  });

  it('a section link opens PROFILE and highlights that section of the profile form', async () => {
    const fake = installFakeApi().on('GET', '/api/v1/universities', { body: [] });
    await open('/dashboard?section=university-verification');

    expect(screen.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');
    const form = screen.getByRole('form', { name: 'Complete Your Profile' });
    const section = form.querySelector('[data-section="university-verification"]');
    await waitFor(() => expect(section).toHaveAttribute('data-highlighted', 'true'), UNTIL);
    fake.uninstall();
  });

  it('a userId link opens PROFILE and highlights the whole form', async () => {
    const fake = installFakeApi().on('GET', '/api/v1/universities', { body: [] });
    await open(`/dashboard?userId=${POST}`);

    const region = screen.getByRole('region', { name: 'Complete Your Profile' });
    await waitFor(() => expect(region.parentElement).toHaveAttribute('data-highlighted', 'true'), UNTIL);
    fake.uninstall();
  });
});
