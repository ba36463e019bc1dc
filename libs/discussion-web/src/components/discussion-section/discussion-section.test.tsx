import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { aDiscussionComment, aPage } from '@campusloop/contracts/testing';
import { ThemeProvider, ToastProvider } from '@campusloop/ui';
import { createAppStore } from '@campusloop/web-platform';
import { aUser, installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { createDiscussionApi } from '../../api/discussion-target';
import { DiscussionSection, type DiscussionSectionProps } from './discussion-section';

const events = createDiscussionApi(
  (universityId: string, eventId: string) => `/events/universities/${universityId}/events/${eventId}`,
);
const target = events.target('uni00000001', 'evt00000001');
const base = `/api/v1${target.path}`;
const QUESTION_TEXTS = {
  heading: 'Discussion',
  commentPlaceholder: 'Ask a question about this item…',
  empty: 'No questions yet. Be the first to ask about this item!',
};


function renderSection(props: Partial<DiscussionSectionProps> = {}) {
  localStorage.setItem('accessToken', 'test-token');
  const store = createAppStore({
    onSessionExpired: jest.fn(),
    preloadedState: { auth: { status: 'authenticated', user: aUser() } },
  });
  render(
    <Provider store={store}>
      <ThemeProvider>
        <ToastProvider>
          <DiscussionSection target={target} texts={QUESTION_TEXTS} {...props} />
        </ToastProvider>
      </ThemeProvider>
    </Provider>,
  );
}

describe('DiscussionSection on an event', () => {
  let fake: FakeApi;
  beforeEach(() => (fake = installFakeApi()));
  afterEach(() => fake.uninstall());

  it("shows the vertical's own texts: heading, placeholder and empty state", async () => {
    fake.on('GET', `${base}/comments`, { body: aPage([]) });
    renderSection();

    expect(await screen.findByText('No questions yet. Be the first to ask about this item!')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Discussion' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Ask a question about this item…')).toBeInTheDocument();
  });

  it("posts to the target's own path, shows the comment on top and raises the target's count", async () => {
    const posted = aDiscussionComment({ id: 'cmt00000002', body: 'Where do we meet?', isOwner: true });
    fake
      .on('GET', `${base}/comments`, { body: aPage([aDiscussionComment()]) })
      .on('POST', `${base}/comments`, { status: 201, body: posted });
    const onCommentCountChange = jest.fn();
    renderSection({ onCommentCountChange });
    await screen.findByRole('article', { name: 'Comment by Meera Iyer' });

    await userEvent.click(screen.getByPlaceholderText('Ask a question about this item…'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Write a comment' }), 'Where do we meet?');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(onCommentCountChange).toHaveBeenCalledWith(1));
    expect(fake.requestsTo('POST', `${base}/comments`)[0]?.body).toEqual({
      body: 'Where do we meet?',
      parentId: null,
      isAnonymous: false,
      media: [],
    });
    const items = within(screen.getByRole('list', { name: 'Discussion' })).getAllByRole('article');
    expect(items[0]).toHaveTextContent('Where do we meet?');
  });

  it("a refused delete puts the comment and the target's count back", async () => {
    const mine = aDiscussionComment({ isOwner: true, author: { name: 'Asha Rao', avatarUrl: null, isVerified: false, universityName: null } });
    fake
      .on('GET', `${base}/comments`, { body: aPage([mine]) })
      .on('DELETE', `${base}/comments/${mine.id}`, { status: 403, body: { status: 403, code: 'FORBIDDEN', message: 'no' } });
    const undo = jest.fn();
    const onCommentCountChange = jest.fn(() => undo);
    renderSection({ onCommentCountChange });
    const item = await screen.findByRole('article', { name: 'Comment by Asha Rao' });

    await userEvent.click(within(item).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('alertdialog', { name: 'Confirm Delete' })).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('You do not have permission to delete this comment')).toBeInTheDocument();
    expect(onCommentCountChange).toHaveBeenCalledWith(-1);
    expect(undo).toHaveBeenCalled();
    expect(screen.getByRole('article', { name: 'Comment by Asha Rao' })).toBeInTheDocument();
  });

  it('likes a comment on the target path and shows the server count', async () => {
    const comment = aDiscussionComment({ likeCount: 2 });
    fake
      .on('GET', `${base}/comments`, { body: aPage([comment]) })
      .on('POST', `${base}/comments/${comment.id}/like`, { body: { liked: true, likeCount: 3 } });
    renderSection();
    const item = await screen.findByRole('article', { name: 'Comment by Meera Iyer' });

    await userEvent.click(within(item).getByRole('button', { name: /2 likes/ }));

    expect(await within(item).findByRole('button', { name: /3 likes/ })).toHaveAttribute('aria-pressed', 'true');
  });
});
