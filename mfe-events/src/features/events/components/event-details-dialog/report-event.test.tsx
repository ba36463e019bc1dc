import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MODERATION_MESSAGES, REPORT_REASON_LABELS, REPORT_TEXTS as T, type CampusEvent } from '@campusloop/contracts';
import { installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { aPage, anEvent, UNIVERSITY_ID } from '../../../../testing/event-fixtures';
import { renderTab } from '@campusloop/owned-item-web/testing';
import { EventsTab } from '../events-tab/events-tab';

const UPCOMING = `/api/v1/universities/${UNIVERSITY_ID}/events`;
const eventUrl = (event: CampusEvent) => `${UPCOMING}/${event.id}`;

function serve(fake: FakeApi, event: CampusEvent) {
  fake
    .on('GET', UPCOMING, { body: aPage([event]) })
    .on('GET', `${UPCOMING}/past`, { body: aPage([]) })
    .on('GET', eventUrl(event), { body: event })
    .on('GET', `${eventUrl(event)}/comments`, { body: aPage([]) });
}

async function openDetails(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: title }));
  return screen.findByRole('dialog', { name: 'Event Details' });
}

describe('Report an event (issue 28)', () => {
  let fake: FakeApi;
  beforeEach(() => (fake = installFakeApi()));
  afterEach(() => fake.uninstall());

  it("someone else's event offers Report: the reason and note go to the event's reports route, then thanks", async () => {
    const event = anEvent({ title: 'Free laptops' });
    serve(fake, event);
    fake.on('POST', `${eventUrl(event)}/reports`, {
      status: 201,
      body: { message: MODERATION_MESSAGES.reportReceived, reason: 'spam', createdAt: new Date().toISOString() },
    });
    renderTab(<EventsTab />);

    const details = await openDetails('Free laptops');
    await userEvent.click(within(details).getByRole('button', { name: T.open }));
    const dialog = await screen.findByRole('dialog', { name: T.titles.event });
    await userEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.spam }));
    await userEvent.type(within(dialog).getByLabelText(T.note), 'Too good to be true');
    await userEvent.click(within(dialog).getByRole('button', { name: T.submit }));

    expect(await screen.findByText(MODERATION_MESSAGES.reportReceived)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.titles.event })).not.toBeInTheDocument());
    expect(fake.requestsTo('POST', `${eventUrl(event)}/reports`).map((request) => request.body)).toEqual([
      { reason: 'spam', note: 'Too good to be true' },
    ]);
  });

  it('a second report says kindly "already reported"', async () => {
    const event = anEvent({ title: 'Quiz night' });
    serve(fake, event);
    fake.on('POST', `${eventUrl(event)}/reports`, {
      status: 409,
      body: { status: 409, code: 'CONFLICT', message: MODERATION_MESSAGES.alreadyReported },
    });
    renderTab(<EventsTab />);

    const details = await openDetails('Quiz night');
    await userEvent.click(within(details).getByRole('button', { name: T.open }));
    const dialog = await screen.findByRole('dialog', { name: T.titles.event });
    await userEvent.click(within(dialog).getByRole('radio', { name: REPORT_REASON_LABELS.other }));
    await userEvent.click(within(dialog).getByRole('button', { name: T.submit }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(MODERATION_MESSAGES.alreadyReported);
  });

  it("the organizer's own event has no Report, and a blocked one shows them 'Blocked'", async () => {
    const event = anEvent({ title: 'My meetup', isOwner: true, blocked: true });
    serve(fake, event);
    renderTab(<EventsTab />);

    const details = await openDetails('My meetup');
    expect(within(details).queryByRole('button', { name: T.open })).not.toBeInTheDocument();
    expect(within(details).getByText(T.blocked)).toBeInTheDocument();
  });
});
