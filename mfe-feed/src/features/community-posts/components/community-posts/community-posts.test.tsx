import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@campusloop/ui';
import { installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { aPage, aPost } from '../../../../testing/feed-fixtures';
import { renderTab } from '@campusloop/owned-item-web/testing';
import { CommunityPosts } from './community-posts';

const COMMUNITY = 'Comm_unity1';

describe('CommunityPosts', () => {
  let fake: FakeApi;
  beforeEach(() => (fake = installFakeApi()));
  afterEach(() => fake.uninstall());

  it("invites the first post when the community's feed is empty", async () => {
    fake.on('GET', `/api/v1/feed/public/communities/${COMMUNITY}/posts`, { body: aPage([]) });
    renderTab(<CommunityPosts communityId={COMMUNITY} />);

    expect(await screen.findByRole('heading', { name: 'No posts yet' })).toBeInTheDocument();
    expect(screen.getByText('Be the first to share something in this community!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create First Post' }));
    expect(await screen.findByRole('dialog', { name: 'Create Post' })).toBeInTheDocument();
  });

  it("reads a university community's posts under its university and prefixes the dialog title with the community", async () => {
    const post = aPost({
      scope: 'COMMUNITY',
      communityId: COMMUNITY,
      communityName: 'Robotics Club',
      title: 'Build night',
    });
    fake
      .on('GET', `/api/v1/feed/universities/Un1v_000001/communities/${COMMUNITY}/posts`, {
        body: aPage([post]),
      })
      .on('GET', `/api/v1/feed/posts/${post.id}`, { body: post })
      .on('GET', `/api/v1/feed/posts/${post.id}/comments`, { body: aPage([]) });
    renderTab(
      <CommunityPosts communityId={COMMUNITY} universityId="Un1v_000001" communityName="Robotics Club" />,
    );

    const feed = await screen.findByRole('feed', { name: 'Posts in Robotics Club' });
    expect(screen.getByRole('button', { name: 'New Post' })).toBeInTheDocument();
    await userEvent.click(within(feed).getByRole('button', { name: 'Build night' }));
    expect(await screen.findByRole('dialog', { name: 'Robotics Club · Post Details' })).toBeInTheDocument();
  });

  it("offers the communities remote's action (Join Community) when the feed cannot be read", async () => {
    fake.on('GET', `/api/v1/feed/public/communities/${COMMUNITY}/posts`, {
      status: 403,
      body: { status: 403, code: 'FORBIDDEN', message: 'Join this community to see its posts' },
    });
    renderTab(<CommunityPosts communityId={COMMUNITY} errorAction={<Button>Join Community</Button>} />);

    expect(await screen.findByRole('alert', { name: 'Access Denied' })).toHaveTextContent(
      'Join this community to see its posts',
    );
    expect(screen.getByRole('button', { name: 'Join Community' })).toBeInTheDocument();
  });

  it('without a community says none is selected', () => {
    renderTab(<CommunityPosts />);
    expect(screen.getByRole('heading', { name: 'No community selected.' })).toBeInTheDocument();
    expect(fake.requests).toHaveLength(0);
  });
});
