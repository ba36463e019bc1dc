import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODERATION_MESSAGES, REPORT_REASON_LABELS, REPORT_TEXTS as T } from '@campusloop/contracts';
import { aDiscussionComment } from '@campusloop/contracts/testing';
import { renderTab } from '@campusloop/owned-item-web/testing';
import { installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { aPage, anEvent, UNIVERSITY_ID } from '../../../../testing/event-fixtures';
import { EventsTab } from '../events-tab/events-tab';

const UPCOMING = `/api/v1/universities/${UNIVERSITY_ID}/events`;

describe('Report a comment on an event (issue 28)', () => {
  let fake: FakeApi;
  beforeEach(() => (fake = installFakeApi()));
  afterEach(() => fake.uninstall());

  it("someone else's comment offers Report (one's own does not), sent to the comment's reports route under the event", async () => {
    const event = anEvent({ title: 'Hack Night', commentCount: 2, isOwner: true });
    const comments = `${UPCOMING}/${event.id}/comments`;
    const theirs = aDiscussionComment({ id: 'Cmt00000001', body: 'Buy cheap followers here' });
    const mine = aDiscussionComment({ id: 'Cmt00000002', body: 'See you there', isOwner: true });
    fake
      .on('GET', UPCOMING, { body: aPage([event]) })
      .on('GET', `${UPCOMING}/past`, { body: aPage([]) })
      .on('GET', `${UPCOMING}/${event.id}`, { body: event })
      .on('GET', comments, { body: aPage([theirs, mine]) })
      .on('POST', `${comments}/${theirs.id}/reports`, {
        status: 201,
        body: { message: MODERATION_MESSAGES.reportReceived, reason: 'spam', createdAt: new Date().toISOString() },
      });
    renderTab(<EventsTab />);
    await userEvent.click(await screen.findByRole('button', { name: 'Hack Night' }));
    const dialog = await screen.findByRole('dialog', { name: 'Event Details' });

    const own = (await within(dialog).findByText('See you there')).closest('article') as HTMLElement;
    expect(within(own).queryByRole('button', { name: T.open })).not.toBeInTheDocument();
    const other = within(dialog).getByText('Buy cheap followers here').closest('article') as HTMLElement;
    await userEvent.click(within(other).getByRole('button', { name: T.open }));
    const report = await screen.findByRole('dialog', { name: T.titles.comment });
    await userEvent.click(within(report).getByRole('radio', { name: REPORT_REASON_LABELS.spam }));
    await userEvent.click(within(report).getByRole('button', { name: T.submit }));

    expect(await screen.findByText(MODERATION_MESSAGES.reportReceived)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.titles.comment })).not.toBeInTheDocument());
    expect(fake.requestsTo('POST', `${comments}/${theirs.id}/reports`).map((request) => request.body)).toEqual([{ reason: 'spam' }]);
  });
});
