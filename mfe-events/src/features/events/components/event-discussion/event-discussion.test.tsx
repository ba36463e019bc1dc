import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aDiscussionComment } from '@campusloop/contracts/testing';
import { installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { aPage, anEvent, UNIVERSITY_ID } from '../../../../testing/event-fixtures';
import { renderTab } from '@campusloop/owned-item-web/testing';
import { EventsTab } from '../events-tab/events-tab';

const UPCOMING = `/api/v1/universities/${UNIVERSITY_ID}/events`;

describe('Discussion of an event', () => {
  let fake: FakeApi;
  beforeEach(() => (fake = installFakeApi()));
  afterEach(() => fake.uninstall());

  it('reads the comments under the user’s university, shows the event’s count as Discussion (n), and a new comment raises n', async () => {
    const event = anEvent({ title: 'Hack Night', commentCount: 1 });
    const comments = `${UPCOMING}/${event.id}/comments`;
    fake
      .on('GET', UPCOMING, { body: aPage([event]) })
      .on('GET', `${UPCOMING}/past`, { body: aPage([]) })
      .on('GET', `${UPCOMING}/${event.id}`, { body: event })
      .on('GET', comments, { body: aPage([aDiscussionComment()]) })
      .on('POST', comments, (request) => ({
        status: 201,
        body: aDiscussionComment({ id: 'Cmt00000002', body: (request.body as { body: string }).body, author: { name: 'Asha Rao', avatarUrl: null, isVerified: true, universityName: 'IIT Bombay' }, isOwner: true }),
      }));
    renderTab(<EventsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Hack Night' }));
    const dialog = await screen.findByRole('dialog', { name: 'Event Details' });

    expect(await within(dialog).findByRole('heading', { name: 'Discussion (1)' })).toBeInTheDocument();
    expect(within(dialog).getByText('Is there parking?')).toBeInTheDocument();

    const box = within(dialog).getByRole('textbox', { name: 'Write a comment' });
    await userEvent.click(box);
    await userEvent.type(box, 'Bring a laptop?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByText('Bring a laptop?')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'Discussion (2)' })).toBeInTheDocument();
    expect(fake.requestsTo('POST', comments)[0]?.body).toMatchObject({ body: 'Bring a laptop?', parentId: null });
  });

  it('counts the loaded comments when the event does not say how many it has, and a deleted comment lowers n at once', async () => {
    const event = anEvent({ title: 'Old Service', commentCount: undefined });
    const comments = `${UPCOMING}/${event.id}/comments`;
    const mine = aDiscussionComment({ id: 'Cmt00000009', body: 'Mine to delete', isOwner: true });
    fake
      .on('GET', UPCOMING, { body: aPage([event]) })
      .on('GET', `${UPCOMING}/past`, { body: aPage([]) })
      .on('GET', `${UPCOMING}/${event.id}`, { body: event })
      .on('GET', comments, { body: aPage([aDiscussionComment(), mine]) })
      .on('DELETE', `${comments}/${mine.id}`, { status: 204 });
    renderTab(<EventsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Old Service' }));
    const dialog = await screen.findByRole('dialog', { name: 'Event Details' });

    expect(await within(dialog).findByRole('heading', { name: 'Discussion (2)' })).toBeInTheDocument();
    const comment = within(dialog).getByText('Mine to delete').closest('article') as HTMLElement;
    await userEvent.click(within(comment).getByRole('button', { name: /Delete/ }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(await within(dialog).findByRole('heading', { name: 'Discussion (1)' })).toBeInTheDocument();
  });
});
