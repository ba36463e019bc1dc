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

  describe('announcement links (issue 17: only announcements the server holds)', () => {
    const ANNOUNCEMENT = 'AnnounceId1';
    const path = `/api/v1/notifications/announcements/${ANNOUNCEMENT}`;
    const CRAFTED =
      `/dashboard?tab=HOME&announcementId=${ANNOUNCEMENT}&priority=URGENT` +
      '&title=Account%20suspended&message=Verify%20your%20password%20at%20evil.example';
    let fake: ReturnType<typeof installFakeApi> | undefined;
    afterEach(() => fake?.uninstall());

    it('a crafted link whose id the server does not know opens no dialog, whatever it says', async () => {
      // The notifications service does not exist yet: the gateway answers 404 (or 502) for the id.
      fake = installFakeApi().on('GET', path, {
        status: 404,
        body: { status: 404, code: 'NOT_FOUND', message: 'The requested notification was not found.' },
      });
      const { router } = await open(CRAFTED);

      await waitFor(() => expect(fake?.requestsTo('GET', path)).toHaveLength(1), UNTIL);
      await waitFor(() => expect(currentUrl(router)).toBe('/dashboard?tab=HOME'), UNTIL);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByText(/Account suspended|evil\.example/)).not.toBeInTheDocument();
    });

    it('a link to an announcement the server holds shows the server\'s title, message and priority, not the link\'s', async () => {
      fake = installFakeApi().on('GET', path, {
        body: { id: ANNOUNCEMENT, title: 'Exam week', message: 'Library open 24h', priority: 'HIGH' },
      });
      const { router } = await open(CRAFTED);

      const dialog = await screen.findByRole('dialog', { name: 'Exam week' }, UNTIL);
      expect(dialog).toHaveTextContent('Library open 24h');
      expect(within(dialog).getByText('HIGH')).toHaveAttribute('data-priority', 'HIGH');
      expect(screen.queryByText(/Account suspended|evil\.example/)).not.toBeInTheDocument();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

      // The spec's defaults fill what the server's announcement leaves out; URGENT is an alert dialog.
      const terse = 'TerseAnnou1';
      fake.on('GET', `/api/v1/notifications/announcements/${terse}`, { body: { id: terse, priority: 'URGENT' } });
      await act(() => router.navigate(`/dashboard?announcementId=${terse}`));
      const urgent = await screen.findByRole('alertdialog', { name: 'Announcement' }, UNTIL);
      expect(urgent).toHaveTextContent('You have a new announcement.');
    });

    it('an answer that is not that announcement opens nothing', async () => {
      fake = installFakeApi().on('GET', path, { body: { id: 'OtherIdAbc1', title: 'Exam week', message: 'x' } });
      const { router } = await open(CRAFTED);

      await waitFor(() => expect(fake?.requestsTo('GET', path)).toHaveLength(1), UNTIL);
      await waitFor(() => expect(currentUrl(router)).toBe('/dashboard?tab=HOME'), UNTIL);
      expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
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
