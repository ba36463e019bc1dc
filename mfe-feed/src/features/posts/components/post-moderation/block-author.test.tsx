import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANONYMOUS_AUTHOR, USER_BLOCK_TEXTS as B } from '@campusloop/contracts';
import { installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { aPage, aPost } from '../../../../testing/feed-fixtures';
import { renderTab } from '@campusloop/owned-item-web/testing';
import { PostFeed } from '../post-feed/post-feed';

const feed = <PostFeed source={{ kind: 'public' }} label="Public posts" emptyTitle="No posts yet." createButton="floating" />;

function serve(fake: FakeApi, posts: Array<ReturnType<typeof aPost>>) {
  fake.on('GET', '/api/v1/feed/public/posts', { body: aPage(posts) });
  for (const post of posts)
    fake
      .on('GET', `/api/v1/feed/posts/${post.id}`, { body: post })
      .on('GET', `/api/v1/feed/posts/${post.id}/comments`, { body: aPage([]) });
}

async function openPost(title: string) {
  const list = await screen.findByRole('feed', { name: 'Public posts' });
  await userEvent.click(within(list).getByRole('button', { name: title }));
  return screen.findByRole('dialog', { name: 'Post Details' });
}

describe('Block a post’s author from Post Details (issue 28)', () => {
  let fake: FakeApi;
  beforeEach(() => (fake = installFakeApi()));
  afterEach(() => fake.uninstall());

  it("blocks the named author after the confirmation: the details close and the author's posts leave the feed at once", async () => {
    const zed = { id: 'Zed0Auth0r1', name: 'Zed Author', avatarUrl: null };
    const first = aPost({ title: 'Zed first', authorId: zed.id, author: { ...aPost().author, ...zed } });
    const second = aPost({ title: 'Zed second', authorId: zed.id, author: { ...aPost().author, ...zed } });
    const other = aPost({ title: 'Someone else' });
    serve(fake, [first, second, other]);
    fake.on('PUT', `/api/v1/users/me/blocks/${zed.id}`, {
      body: { userId: zed.id, name: zed.name, avatarUrl: null, blockedAt: new Date().toISOString() },
    });
    renderTab(feed);

    const details = await openPost('Zed first');
    await userEvent.click(within(details).getByRole('button', { name: B.open }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: B.title })).getByRole('button', { name: B.confirm }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Post Details' })).not.toBeInTheDocument());
    expect(fake.requestsTo('PUT', `/api/v1/users/me/blocks/${zed.id}`)).toHaveLength(1);
    const list = screen.getByRole('feed', { name: 'Public posts' });
    await waitFor(() => expect(within(list).queryByRole('button', { name: 'Zed second' })).not.toBeInTheDocument());
    expect(within(list).getByRole('button', { name: 'Someone else' })).toBeInTheDocument();
  });

  it('never offers it on an anonymous post', async () => {
    const post = aPost({ title: 'Whisper', isAnonymous: true, author: ANONYMOUS_AUTHOR, authorId: undefined });
    serve(fake, [post]);
    renderTab(feed);
    const details = await openPost('Whisper');
    expect(within(details).queryByRole('button', { name: B.open })).not.toBeInTheDocument();
  });
});
