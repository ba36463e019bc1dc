import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANONYMOUS_AUTHOR } from '@campusloop/contracts';
import { deferred, installFakeApi, type FakeApi, type FakeReply } from '@campusloop/web-platform/testing';
import { aPage, aPost } from '../../../../testing/feed-fixtures';
import { renderTab } from '@campusloop/owned-item-web/testing';
import { PostFeed } from '../post-feed/post-feed';

const feed = (
  <PostFeed
    source={{ kind: 'public' }}
    label="Public posts"
    emptyTitle="No posts yet. Be the first to share something!"
    createButton="floating"
  />
);

function serve(fake: FakeApi, ...posts: ReturnType<typeof aPost>[]) {
  fake.on('GET', '/api/v1/feed/public/posts', { body: aPage(posts) });
  for (const post of posts) {
    fake
      .on('GET', `/api/v1/feed/posts/${post.id}`, { body: post })
      .on('GET', `/api/v1/feed/posts/${post.id}/comments`, { body: aPage([]) });
  }
}

async function openPost(title: string) {
  const feedList = await screen.findByRole('feed', { name: 'Public posts' });
  await userEvent.click(within(feedList).getByRole('button', { name: title }));
  return screen.findByRole('dialog', { name: 'Post Details' });
}

describe('Post Details', () => {
  let fake: FakeApi;
  beforeEach(() => (fake = installFakeApi()));
  afterEach(() => fake.uninstall());

  it('shows an anonymous post of someone else as Anonymous, without edit or delete', async () => {
    serve(
      fake,
      aPost({ title: 'Confession', isAnonymous: true, author: ANONYMOUS_AUTHOR, authorId: undefined }),
    );
    renderTab(feed);

    const dialog = await openPost('Confession');

    expect(within(dialog).getByText('Anonymous')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Verified/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('marks a post as edited when updatedAt differs from createdAt', async () => {
    serve(
      fake,
      aPost({ title: 'Changed', updatedAt: '2026-03-02T10:00:00.000Z' }),
      aPost({ title: 'Untouched' }),
    );
    renderTab(feed);

    expect(within(await openPost('Changed')).getByText('(edited)')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(within(await openPost('Untouched')).queryByText('(edited)')).not.toBeInTheDocument();
  });

  it('lets the owner edit: the change shows at once, then the server copy and a toast', async () => {
    const mine = aPost({ title: 'Typo in titel', isOwner: true });
    const answer = deferred<FakeReply>();
    serve(fake, mine);
    fake.on('PUT', `/api/v1/feed/posts/${mine.id}`, () => answer.promise);
    renderTab(feed);
    const dialog = await openPost('Typo in titel');
    await waitFor(() => expect(fake.requestsTo('GET', `/api/v1/feed/posts/${mine.id}`)).toHaveLength(1));

    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Post' });
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Title' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), 'Typo in title');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByRole('heading', { name: 'Typo in title' })).toBeInTheDocument();
    expect(within(dialog).getByText('(edited)')).toBeInTheDocument();
    expect(fake.requestsTo('PUT', `/api/v1/feed/posts/${mine.id}`)[0]?.body).toEqual({
      title: 'Typo in title',
      body: mine.body,
    });

    // The form stays open, saving, until the server answers.
    expect(within(form).getByRole('button', { name: 'Save Changes' })).toBeDisabled();

    answer.resolve({ body: { ...mine, title: 'Typo in title', updatedAt: '2026-03-05T00:00:00.000Z' } });
    expect(await screen.findByRole('status')).toHaveTextContent('Post updated successfully!');
    expect(screen.queryByRole('dialog', { name: 'Edit Post' })).not.toBeInTheDocument();
  });

  it.each([
    [403, 'You do not have permission to update this post'],
    [409, 'Post has been modified by another user. Please refresh and try again'],
    [400, 'Title must be 120 characters or less'],
  ])('an edit answered %s is taken back and says %s next to the draft, which is kept', async (status, message) => {
    const mine = aPost({ title: 'Original', isOwner: true });
    serve(fake, mine);
    fake.on('PUT', `/api/v1/feed/posts/${mine.id}`, {
      status,
      body: { status, code: 'X', ...(status === 400 ? { message } : {}) },
    });
    renderTab(feed);
    const dialog = await openPost('Original');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Edit' }));
    const form = await screen.findByRole('dialog', { name: 'Edit Post' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Title' }), ' and more');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Content' }), ' Also this.');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(await within(dialog).findByRole('heading', { name: 'Original' })).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Title' })).toHaveValue('Original and more');
    expect(within(form).getByRole('textbox', { name: 'Content' })).toHaveValue(`${mine.body} Also this.`);
    expect(within(form).getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });

  it('lets the owner delete after confirming: Processing..., then the post is gone with a toast', async () => {
    const mine = aPost({ title: 'Selling my cycle', isOwner: true });
    const answer = deferred<FakeReply>();
    serve(fake, mine, aPost({ title: 'Someone else' }));
    fake.on('DELETE', `/api/v1/feed/posts/${mine.id}`, () => answer.promise);
    renderTab(feed);
    const dialog = await openPost('Selling my cycle');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Confirm Delete' });
    expect(confirm).toHaveTextContent(
      'Are you sure you want to delete this item? This action cannot be undone.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(within(confirm).getByRole('button', { name: 'Processing...' })).toBeDisabled();

    answer.resolve({ status: 204 });

    expect(await screen.findByRole('status')).toHaveTextContent('Post deleted successfully!');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Selling my cycle' })).not.toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Someone else' })).toBeInTheDocument();
  });

  it('a refused delete puts the post back and says why', async () => {
    const mine = aPost({ title: 'Still here', isOwner: true });
    serve(fake, mine);
    fake.on('DELETE', `/api/v1/feed/posts/${mine.id}`, { status: 404 });
    renderTab(feed);
    const dialog = await openPost('Still here');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Post not found or has already been deleted');
    expect(
      await within(screen.getByRole('feed')).findByRole('article', { name: 'Still here' }),
    ).toBeInTheDocument();
  });
});
