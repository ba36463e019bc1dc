import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FEED_PATHS, PAGE_SIZES } from '@campusloop/contracts';
import type { DeepLinkTarget } from '@campusloop/web-platform';
import { prefetchApi } from '@campusloop/web-platform/core';
import { aUser, installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { aPage, aPost } from '../../../../testing/feed-fixtures';
import { renderTab } from '@campusloop/owned-item-web/testing';
import { FeedTab } from './feed-tab';

const postLink = (postId: string): DeepLinkTarget => ({
  entityType: 'post',
  entityId: postId,
  tab: 'HOME',
  highlight: false,
  params: {},
});

describe('FeedTab', () => {
  let fake: FakeApi;
  beforeEach(() => (fake = installFakeApi()));
  afterEach(() => fake.uninstall());

  it('on HOME lists the public feed and says it reached the end after the last page', async () => {
    fake.on('GET', '/api/v1/feed/public/posts', {
      body: aPage([aPost({ title: 'Library hours' }), aPost({ title: 'Mess menu' })]),
    });
    renderTab(<FeedTab tabKey="HOME" />);

    const feed = await screen.findByRole('feed', { name: 'Public posts' });
    expect(
      within(feed)
        .getAllByRole('article')
        .map((post) => within(post).getByRole('heading').textContent),
    ).toEqual(['Library hours', 'Mess menu']);
    expect(screen.getByText("You've reached the end of the feed")).toBeInTheDocument();
    expect(fake.requests[0]?.search).toBe('?page=0&size=20');
    expect(screen.getByRole('button', { name: 'Create Post' })).toBeInTheDocument();
  });

  it("on HOME shows the first page the shell's start-up already asked for, without asking again (issue 30)", async () => {
    // The session renderTab signs in with (web-platform's renderAsShell), stored before the start-up.
    localStorage.setItem('accessToken', 'test-token');
    fake.on('GET', '/api/v1/feed/public/posts', { body: aPage([aPost({ title: 'Prefetched post' })]) });
    // As the shell's warmDashboard sends it for HOME (shell/src/features/dashboard/warm-dashboard.ts).
    prefetchApi(`${FEED_PATHS.publicPosts}?page=0&size=${PAGE_SIZES.feed}`);
    renderTab(<FeedTab tabKey="HOME" />);

    const feed = await screen.findByRole('feed', { name: 'Public posts' });
    expect(within(feed).getByRole('heading', { name: 'Prefetched post' })).toBeInTheDocument();
    expect(fake.requestsTo('GET', '/api/v1/feed/public/posts')).toHaveLength(1);
  });

  it('on HOME with no posts invites the first one', async () => {
    fake.on('GET', '/api/v1/feed/public/posts', { body: aPage([]) });
    renderTab(<FeedTab tabKey="HOME" />);
    expect(
      await screen.findByRole('heading', { name: 'No posts yet. Be the first to share something!' }),
    ).toBeInTheDocument();
  });

  it("on CAMPUS_BUZZ lists the user's university feed, says who can see it, and its own end line", async () => {
    fake.on('GET', '/api/v1/feed/universities/Un1v_000001/posts', {
      body: aPage([aPost({ scope: 'CAMPUS', universityId: 'Un1v_000001' })]),
    });
    renderTab(<FeedTab tabKey="CAMPUS_BUZZ" />, { user: aUser({ universityName: 'IIT Bombay' }) });

    expect(await screen.findByRole('feed', { name: 'Campus posts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Who can see Campus Buzz' })).toHaveAccessibleDescription(
      'Accessible to verified students of IIT Bombay',
    );
    expect(screen.getByText("You've reached the end of your campus feed")).toBeInTheDocument();
  });

  it('on CAMPUS_BUZZ with no posts says so', async () => {
    fake.on('GET', '/api/v1/feed/universities/Un1v_000001/posts', { body: aPage([]) });
    renderTab(<FeedTab tabKey="CAMPUS_BUZZ" />);
    expect(await screen.findByRole('heading', { name: 'No posts yet in your campus' })).toBeInTheDocument();
  });

  it('on CAMPUS_BUZZ a student who is not verified sees Access Required and is sent to the profile', async () => {
    renderTab(<FeedTab tabKey="CAMPUS_BUZZ" />, { user: aUser({ universityVerified: false }) });

    expect(screen.getByRole('heading', { name: 'Access Required' })).toBeInTheDocument();
    expect(
      screen.getByText('You need to verify your university email in profile to access Campus Buzz.'),
    ).toBeInTheDocument();
    expect(fake.requests).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Go to Profile' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/profile');
  });

  it('asks for the next page while full pages come back, and shows each post once', async () => {
    const first = Array.from({ length: 20 }, (_, i) => aPost({ title: `Post ${i + 1}` }));
    const second = [...first.slice(19), aPost({ title: 'Post 21' })];
    fake.on('GET', '/api/v1/feed/public/posts', ({ search }) => ({
      body: search.includes('page=1')
        ? aPage(second, { page: 1 })
        : aPage(first, { last: false, totalElements: 21 }),
    }));
    renderTab(<FeedTab />);

    await userEvent.click(await screen.findByRole('button', { name: 'Load More' }));

    await screen.findByRole('heading', { name: 'Post 21' });
    expect(screen.getAllByRole('article')).toHaveLength(21);
    expect(screen.getByText("You've reached the end of the feed")).toBeInTheDocument();
  });

  describe('opening a post from a notification', () => {
    it('fetches the post 200 ms after the list loaded and opens Post Details', async () => {
      const post = aPost({ title: 'Exam schedule is out' });
      fake
        .on('GET', '/api/v1/feed/public/posts', { body: aPage([]) })
        .on('GET', `/api/v1/feed/posts/${post.id}`, { body: post });
      fake.on('GET', `/api/v1/feed/posts/${post.id}/comments`, { body: aPage([]) });
      renderTab(<FeedTab tabKey="HOME" target={postLink(post.id)} />);

      await screen.findByRole('heading', { name: 'No posts yet. Be the first to share something!' });
      expect(fake.requestsTo('GET', `/api/v1/feed/posts/${post.id}`)).toHaveLength(0);

      const dialog = await screen.findByRole('dialog', { name: 'Post Details' });
      expect(within(dialog).getByRole('heading', { name: 'Exam schedule is out' })).toBeInTheDocument();
    });

    it.each([
      [404, 'This post is no longer available.'],
      [403, "You don't have permission to view this post."],
      [410, 'This post has been deleted by the author.'],
      [503, 'Server error while loading the post.'],
      [400, 'Unable to load the post.'],
    ])('a %s answer says %s', async (status, message) => {
      fake
        .on('GET', '/api/v1/feed/public/posts', { body: aPage([]) })
        .on('GET', '/api/v1/feed/posts/Gone_post_1', {
          status,
          body: { status, code: 'X', message: 'server says' },
        });
      renderTab(<FeedTab tabKey="HOME" target={postLink('Gone_post_1')} />);

      expect(await screen.findByRole('alert')).toHaveTextContent(message);
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  it('when the list fails to load, shows the feed error with Try Again', async () => {
    let calls = 0;
    fake.on('GET', '/api/v1/feed/public/posts', () =>
      ++calls === 1 ? { status: 503 } : { body: aPage([aPost({ title: 'Back again' })]) },
    );
    renderTab(<FeedTab />);

    expect(await screen.findByRole('alert', { name: 'Something went wrong' })).toHaveTextContent(
      'Service temporarily unavailable. Please try again later.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    await act(async () => undefined);
    await waitFor(() => expect(calls).toBe(2));
  });
});
