import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANONYMOUS_AUTHOR, MODERATION_MESSAGES, REPORT_REASON_LABELS, REPORT_TEXTS as T } from '@campusloop/contracts';
import { installFakeApi, type FakeApi, type FakeReply } from '@campusloop/web-platform/testing';
import { aComment, aPage, aPost } from '../../../../testing/feed-fixtures';
import { renderTab } from '@campusloop/owned-item-web/testing';
import { PostFeed } from '../post-feed/post-feed';

const feed = <PostFeed source={{ kind: 'public' }} label="Public posts" emptyTitle="No posts yet." createButton="floating" />;

function serve(fake: FakeApi, post: ReturnType<typeof aPost>) {
  fake
    .on('GET', '/api/v1/feed/public/posts', { body: aPage([post]) })
    .on('GET', `/api/v1/feed/posts/${post.id}`, { body: post })
    .on('GET', `/api/v1/feed/posts/${post.id}/comments`, { body: aPage([]) });
}

async function openPost(title: string) {
  const list = await screen.findByRole('feed', { name: 'Public posts' });
  await userEvent.click(within(list).getByRole('button', { name: title }));
  return screen.findByRole('dialog', { name: 'Post Details' });
}

async function openReport(title: string) {
  const details = await openPost(title);
  await userEvent.click(within(details).getByRole('button', { name: T.open }));
  return screen.findByRole('dialog', { name: T.titles.post });
}

describe('Report a post (issue 28)', () => {
  let fake: FakeApi;
  beforeEach(() => (fake = installFakeApi()));
  afterEach(() => fake.uninstall());

  it('reports an anonymous post with a reason and a note, once: submit disabled until a reason and while sending', async () => {
    const post = aPost({ title: 'Rumour', isAnonymous: true, author: ANONYMOUS_AUTHOR, authorId: undefined });
    serve(fake, post);
    let answer: (reply: FakeReply) => void = () => undefined;
    fake.on('POST', `/api/v1/feed/posts/${post.id}/reports`, () => new Promise<FakeReply>((resolve) => (answer = resolve)));
    renderTab(feed);

    const dialog = await openReport('Rumour');
    const reasons = within(dialog).getByRole('radiogroup', { name: T.reason });
    expect(within(reasons).getAllByRole('radio').map((radio) => (radio as HTMLInputElement).value)).toEqual([
      'spam',
      'harassment',
      'hate',
      'misinformation',
      'other',
    ]);
    const submit = within(dialog).getByRole('button', { name: T.submit });
    expect(submit).toBeDisabled();
    await userEvent.click(within(reasons).getByRole('radio', { name: REPORT_REASON_LABELS.misinformation }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: T.note }), 'Made up numbers');
    await userEvent.click(submit);
    await userEvent.click(submit);

    await waitFor(() => expect(within(dialog).getByRole('button', { name: T.submit })).toBeDisabled());
    answer({ status: 201, body: { message: MODERATION_MESSAGES.reportReceived, reason: 'misinformation', createdAt: new Date().toISOString() } });
    expect(await screen.findByText(MODERATION_MESSAGES.reportReceived)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.titles.post })).not.toBeInTheDocument());
    expect(fake.requestsTo('POST', `/api/v1/feed/posts/${post.id}/reports`).map((request) => request.body)).toEqual([
      { reason: 'misinformation', note: 'Made up numbers' },
    ]);
  });

  it('a note over 500 characters cannot be sent; a 409 says kindly it was already reported', async () => {
    const post = aPost({ title: 'Again' });
    serve(fake, post);
    fake.on('POST', `/api/v1/feed/posts/${post.id}/reports`, {
      status: 409,
      body: { status: 409, code: 'CONFLICT', message: MODERATION_MESSAGES.alreadyReported },
    });
    renderTab(feed);

    const dialog = await openReport('Again');
    await userEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.spam }));
    const note = within(dialog).getByRole('textbox', { name: T.note });
    await userEvent.click(note);
    await userEvent.paste('x'.repeat(501));
    expect(within(dialog).getByText(MODERATION_MESSAGES.noteTooLong)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: T.submit })).toBeDisabled();
    await userEvent.clear(note);
    await userEvent.click(within(dialog).getByRole('button', { name: T.submit }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(MODERATION_MESSAGES.alreadyReported);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: T.ok }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.titles.post })).not.toBeInTheDocument());
  });

  it('has no Report entry on your own post; your blocked post shows Blocked and can only be deleted', async () => {
    const post = aPost({ title: 'Mine', isOwner: true, blocked: true });
    serve(fake, post);
    renderTab(feed);

    const details = await openPost('Mine');
    expect(within(details).getByText(T.blocked)).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: T.open })).not.toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(details).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('each comment of someone else offers Report (Report Comment), your own does not', async () => {
    const post = aPost({ title: 'Discussed' });
    const theirs = aComment(post.id, { body: 'a rude remark', isAnonymous: true, author: ANONYMOUS_AUTHOR, authorId: undefined });
    const mine = aComment(post.id, { body: 'my answer', isOwner: true });
    fake
      .on('GET', '/api/v1/feed/public/posts', { body: aPage([post]) })
      .on('GET', `/api/v1/feed/posts/${post.id}`, { body: post })
      .on('GET', `/api/v1/feed/posts/${post.id}/comments`, { body: aPage([theirs, mine]) })
      .on('POST', `/api/v1/feed/posts/${post.id}/comments/${theirs.id}/reports`, {
        status: 201,
        body: { message: MODERATION_MESSAGES.reportReceived, reason: 'harassment', createdAt: new Date().toISOString() },
      });
    renderTab(feed);

    const details = await openPost('Discussed');
    const rude = await within(details).findByRole('article', { name: /^Comment by Anonymous/ });
    const own = within(details)
      .getAllByRole('article', { name: /^Comment by / })
      .find((article) => within(article).queryByText('my answer'));
    expect(own).toBeDefined();
    expect(own && within(own).queryByRole('button', { name: T.open })).toBeFalsy();
    await userEvent.click(within(rude).getByRole('button', { name: T.open }));
    const dialog = await screen.findByRole('dialog', { name: T.titles.comment });
    await userEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.harassment }));
    await userEvent.click(within(dialog).getByRole('button', { name: T.submit }));

    expect(await screen.findByText(MODERATION_MESSAGES.reportReceived)).toBeInTheDocument();
    expect(fake.requestsTo('POST', `/api/v1/feed/posts/${post.id}/comments/${theirs.id}/reports`).map((request) => request.body)).toEqual([
      { reason: 'harassment' },
    ]);
  });
});
