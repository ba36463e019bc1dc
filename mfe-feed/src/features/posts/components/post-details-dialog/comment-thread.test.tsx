import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Comment } from '@campusloop/contracts';
import { deferred, installFakeApi, type FakeApi, type FakeReply } from '@campusloop/web-platform/testing';
import { aComment, aPage, aPost } from '../../../../testing/feed-fixtures';
import { renderTab } from '@campusloop/owned-item-web/testing';
import { PostDetailsDialog } from './post-details-dialog';

const post = aPost({ commentCount: 1 });
const base = `/api/v1/feed/posts/${post.id}`;
const repliesOf = (comment: Comment) => `${base}/comments/${comment.id}/replies`;
const replies = (parent: Comment, n: number, from = 1) =>
  Array.from({ length: n }, (_, i) =>
    aComment(post.id, {
      parentId: parent.id,
      body: `Reply ${from + i}`,
      author: { name: `Student ${from + i}`, avatarUrl: null, isVerified: false, universityName: null },
    }),
  );

function openDialog(fake: FakeApi, comments: Comment[], postOverrides = {}) {
  const shown = { ...post, ...postOverrides };
  fake.on('GET', base, { body: shown }).on('GET', `${base}/comments`, { body: aPage(comments) });
  // No initial post: the dialog shows the post once its own request answered, so counts patch that answer.
  renderTab(<PostDetailsDialog postId={post.id} onClose={jest.fn()} onEdit={jest.fn()} />);
  return screen.getByRole('dialog', { name: 'Post Details' });
}

describe('comment thread', () => {
  let fake: FakeApi;
  beforeEach(() => (fake = installFakeApi()));
  afterEach(() => fake.uninstall());

  it('indents replies 20 px per level and pages them 10 at a time with their own Load more', async () => {
    const top = aComment(post.id, { replyCount: 12 });
    const [first, ...rest] = replies(top, 10);
    const nested = { ...(first as Comment), replyCount: 1 };
    const deep = aComment(post.id, { parentId: nested.id, body: 'Deep reply' });
    fake
      .on('GET', repliesOf(top), ({ search }) =>
        search.includes('page=1')
          ? { body: aPage(replies(top, 2, 11), { page: 1, size: 10 }) }
          : { body: aPage([nested, ...rest], { size: 10, last: false, totalElements: 12 }) },
      )
      .on('GET', repliesOf(nested), { body: aPage([deep], { size: 10 }) });
    const dialog = openDialog(fake, [top]);

    const comment = await within(dialog).findByRole('article', { name: 'Comment by Meera Iyer' });
    expect(comment).toHaveStyle({ marginLeft: '0px' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'View replies (12)' }));

    const list = await within(dialog).findByRole('list', { name: 'Replies to Meera Iyer' });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(10));
    expect(within(list).getByRole('article', { name: 'Reply by Student 2' })).toHaveStyle({
      marginLeft: '20px',
    });
    expect(fake.requestsTo('GET', repliesOf(top))[0]?.search).toBe('?page=0&size=10');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Load more replies' }));
    await within(list).findByRole('article', { name: 'Reply by Student 12' });
    expect(within(dialog).queryByRole('button', { name: 'Load more replies' })).not.toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: 'View replies (1)' }));
    const deepItem = await within(dialog).findByRole('article', { name: 'Reply by Meera Iyer' });
    expect(deepItem).toHaveStyle({ marginLeft: '40px' });
    expect(deepItem).toHaveTextContent('Deep reply');
  });

  it.each([
    [404, 'Replies not found.'],
    [429, 'Too many requests. Please wait a moment.'],
    [500, 'Something went wrong loading replies. Please try again.'],
  ])('a %s loading replies says %s and offers Retry', async (status, message) => {
    const top = aComment(post.id, { replyCount: 1 });
    let calls = 0;
    fake.on('GET', repliesOf(top), () =>
      ++calls === 1 ? { status } : { body: aPage(replies(top, 1), { size: 10 }) },
    );
    const dialog = openDialog(fake, [top]);
    await userEvent.click(await within(dialog).findByRole('button', { name: 'View replies (1)' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));

    expect(await within(dialog).findByRole('article', { name: 'Reply by Student 1' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a reply raises the parent count and expands its replies', async () => {
    const top = aComment(post.id);
    const created = aComment(post.id, {
      parentId: top.id,
      body: 'Me too',
      isOwner: true,
      author: { name: 'Asha Rao', avatarUrl: null, isVerified: true, universityName: 'IIT Bombay' },
    });
    fake
      .on('POST', `${base}/comments`, { status: 201, body: created })
      .on('GET', repliesOf(top), { body: aPage([created], { size: 10 }) });
    const dialog = openDialog(fake, [top]);

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Reply' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Write a reply' }), 'Me too');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByRole('article', { name: 'Reply by Asha Rao' })).toHaveTextContent(
      'Me too',
    );
    expect(within(dialog).getByRole('button', { name: 'Hide replies' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(fake.requestsTo('POST', `${base}/comments`)[0]?.body).toEqual({
      body: 'Me too',
      parentId: top.id,
      isAnonymous: false,
      media: [],
    });
  });

  it('a new comment goes on top, raises the count and clears the box', async () => {
    const older = aComment(post.id, { body: 'Older' });
    const created = aComment(post.id, { body: 'Newest', isOwner: true });
    fake.on('POST', `${base}/comments`, { status: 201, body: created });
    const dialog = openDialog(fake, [older]);
    await within(dialog).findByText('Older');

    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Write a comment' }));
    const box = within(dialog).getByRole('textbox', { name: 'Write a comment' });
    expect(within(dialog).getByRole('button', { name: 'Send' })).toBeDisabled();
    await userEvent.type(box, 'Newest');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    const list = within(dialog).getByRole('list', { name: 'Comments' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('article')
          .map((item) => item.textContent),
      ).toEqual([expect.stringContaining('Newest'), expect.stringContaining('Older')]),
    );
    expect(within(dialog).getByText('2 comments')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Write a comment' })).toHaveValue('');
  });

  it('an empty comment box collapses back to a plain input 150 ms after it loses focus', async () => {
    const dialog = openDialog(fake, []);
    await within(dialog).findByText('No comments yet.');

    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Write a comment' }));
    expect(within(dialog).getByRole('form', { name: 'Write a comment' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('heading', { name: post.title }));

    await waitFor(() =>
      expect(within(dialog).queryByRole('form', { name: 'Write a comment' })).not.toBeInTheDocument(),
    );
    expect(within(dialog).getByRole('textbox', { name: 'Write a comment' })).toHaveAttribute('readonly');
  });

  describe('deleting a comment', () => {
    it('removes it at once, lowers the count and says so when the server agrees', async () => {
      const mine = aComment(post.id, { isOwner: true, body: 'Oops' });
      fake.on('DELETE', `${base}/comments/${mine.id}`, { status: 204 });
      const dialog = openDialog(fake, [mine]);
      await within(dialog).findByText('1 comment');

      await userEvent.click(await within(dialog).findByRole('button', { name: 'Delete' }));
      const confirm = screen.getByRole('alertdialog', { name: 'Confirm Delete' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

      expect(await screen.findByRole('status')).toHaveTextContent('Comment deleted successfully!');
      expect(within(dialog).queryByText('Oops')).not.toBeInTheDocument();
      expect(await within(dialog).findByText('0 comments')).toBeInTheDocument();
    });

    it("puts it back with 'Failed to delete comment' when the server refuses", async () => {
      const mine = aComment(post.id, { isOwner: true, body: 'Keep me' });
      const answer = deferred<FakeReply>();
      fake.on('DELETE', `${base}/comments/${mine.id}`, () => answer.promise);
      const dialog = openDialog(fake, [mine]);
      await within(dialog).findByText('1 comment');

      await userEvent.click(await within(dialog).findByRole('button', { name: 'Delete' }));
      await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(within(dialog).queryByText('Keep me')).not.toBeInTheDocument());
      expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();

      answer.resolve({ status: 500 });

      expect(await screen.findByRole('alert')).toHaveTextContent('Failed to delete comment');
      expect(await within(dialog).findByText('Keep me')).toBeInTheDocument();
      expect(await within(dialog).findByText('1 comment')).toBeInTheDocument();
    });

    it('offers no Delete on comments of others', async () => {
      const dialog = openDialog(fake, [aComment(post.id)]);
      await within(dialog).findByRole('article', { name: 'Comment by Meera Iyer' });
      expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    });
  });

  it("a failing first page says 'Failed to load comments. Please try again.' and retries", async () => {
    let calls = 0;
    fake
      .on('GET', base, { body: post })
      .on('GET', `${base}/comments`, () =>
        ++calls === 1 ? { status: 500 } : { body: aPage([aComment(post.id)]) },
      );
    renderTab(<PostDetailsDialog postId={post.id} initial={post} onClose={jest.fn()} onEdit={jest.fn()} />);

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load comments. Please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Comment by Meera Iyer' })).toBeInTheDocument();
  });
});
