import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, installFakeApi, type FakeApi, type FakeReply } from '@campusloop/web-platform/testing';
import { aComment, aPage, aPost } from '../../../../testing/feed-fixtures';
import { renderTab } from '@campusloop/owned-item-web/testing';
import { PostFeed } from './post-feed';

const feed = (
  <PostFeed source={{ kind: 'public' }} label="Public posts" emptyTitle="Nothing" createButton="floating" />
);

describe('optimistic likes', () => {
  let fake: FakeApi;
  beforeEach(() => (fake = installFakeApi()));
  afterEach(() => fake.uninstall());

  it('a post like shows at once, then takes liked and likeCount from the answer', async () => {
    const post = aPost({ likeCount: 2 });
    const reply = deferred<FakeReply>();
    fake
      .on('GET', '/api/v1/feed/public/posts', { body: aPage([post]) })
      .on('POST', `/api/v1/feed/posts/${post.id}/like`, () => reply.promise);
    renderTab(feed);

    await userEvent.click(await screen.findByRole('button', { name: '2 likes' }));

    expect(screen.getByRole('button', { name: '3 likes' })).toHaveAttribute('aria-pressed', 'true');
    reply.resolve({ body: { liked: true, likeCount: 7 } });
    expect(await screen.findByRole('button', { name: '7 likes' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('a post like that fails is taken back and the error is told', async () => {
    const post = aPost({ liked: true, likeCount: 1 });
    const reply = deferred<FakeReply>();
    fake
      .on('GET', '/api/v1/feed/public/posts', { body: aPage([post]) })
      .on('DELETE', `/api/v1/feed/posts/${post.id}/like`, () => reply.promise);
    renderTab(feed);

    await userEvent.click(await screen.findByRole('button', { name: '1 like' }));
    expect(screen.getByRole('button', { name: '0 likes' })).toHaveAttribute('aria-pressed', 'false');

    reply.resolve({ status: 503 });

    expect(await screen.findByRole('button', { name: '1 like' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Service temporarily unavailable. Please try again later.',
    );
  });

  it('the like in the open post dialog and the card behind it move together, and roll back together', async () => {
    const post = aPost({ likeCount: 4 });
    fake
      .on('GET', '/api/v1/feed/public/posts', { body: aPage([post]) })
      .on('GET', `/api/v1/feed/posts/${post.id}`, { body: post })
      .on('GET', `/api/v1/feed/posts/${post.id}/comments`, { body: aPage([]) })
      .on('POST', `/api/v1/feed/posts/${post.id}/like`, { status: 500 });
    const { store } = renderTab(feed);
    const card = await screen.findByRole('article', { name: post.title });
    await userEvent.click(
      within(card).getByRole('heading', { name: post.title }).querySelector('button') as HTMLElement,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Post Details' });
    await waitFor(() =>
      expect(store.getState().api.queries[`getPost("${post.id}")`]?.status).toBe('fulfilled'),
    );

    await userEvent.click(within(dialog).getByRole('button', { name: '4 likes' }));

    await screen.findByRole('alert');
    expect(await within(dialog).findByRole('button', { name: '4 likes' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(card).getByRole('button', { name: '4 likes' })).toHaveAttribute('aria-pressed', 'false');
  });

  it.each([
    ['comment', 0],
    ['reply', 1],
  ])(
    'a %s like flips before the server answers and is taken back when the call fails',
    async (_kind, depth) => {
      const post = aPost({ commentCount: 1 });
      const comment = aComment(post.id, { replyCount: 1, likeCount: 5 });
      const reply = aComment(post.id, { parentId: comment.id, likeCount: 5, body: 'A reply' });
      const target = depth === 0 ? comment : reply;
      const answer = deferred<FakeReply>();
      fake
        .on('GET', '/api/v1/feed/public/posts', { body: aPage([]) })
        .on('GET', `/api/v1/feed/posts/${post.id}`, { body: post })
        .on('GET', `/api/v1/feed/posts/${post.id}/comments`, { body: aPage([comment]) })
        .on('GET', `/api/v1/feed/posts/${post.id}/comments/${comment.id}/replies`, {
          body: aPage([reply], { size: 10 }),
        })
        .on('POST', `/api/v1/feed/posts/${post.id}/comments/${target.id}/like`, () => answer.promise);
      renderTab(
        <PostFeed
          source={{ kind: 'public' }}
          label="x"
          emptyTitle="x"
          createButton="floating"
          autoOpen={{ postId: post.id }}
        />,
      );
      const dialog = await screen.findByRole('dialog', { name: 'Post Details' });
      await userEvent.click(await within(dialog).findByRole('button', { name: 'View replies (1)' }));
      const item = await within(dialog).findByRole('article', {
        name: `${depth ? 'Reply' : 'Comment'} by Meera Iyer`,
      });
      await userEvent.click(within(item).getByRole('button', { name: '5 likes' }));

      expect(await within(item).findByRole('button', { name: '6 likes' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );

      answer.resolve({ status: 429 });
      expect(await within(item).findByRole('button', { name: '5 likes' })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    },
  );
});
