import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { USER_BLOCK_TEXTS as B, type CampusEvent } from '@campusloop/contracts';
import { installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { aPage, anEvent, UNIVERSITY_ID } from '../../../../testing/event-fixtures';
import { renderTab } from '@campusloop/owned-item-web/testing';
import { EventsTab } from '../events-tab/events-tab';

const UPCOMING = `/api/v1/universities/${UNIVERSITY_ID}/events`;
const eventUrl = (event: CampusEvent) => `${UPCOMING}/${event.id}`;

function serve(fake: FakeApi, events: CampusEvent[]) {
  fake.on('GET', UPCOMING, { body: aPage(events) }).on('GET', `${UPCOMING}/past`, { body: aPage([]) });
  for (const event of events)
    fake.on('GET', eventUrl(event), { body: event }).on('GET', `${eventUrl(event)}/comments`, { body: aPage([]) });
}

async function openDetails(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: title }));
  return screen.findByRole('dialog', { name: 'Event Details' });
}

describe("Block the organizer from Event Details (issue 28)", () => {
  let fake: FakeApi;
  beforeEach(() => (fake = installFakeApi()));
  afterEach(() => fake.uninstall());

  it("someone else's event offers 'Block user': after the confirmation the organizer is blocked, the details close and their events leave the list", async () => {
    const zed = { id: 'Zed0rganiz1', name: 'Zed Organizer', avatarUrl: null };
    const zeds = anEvent({ title: 'Zed quiz', author: zed });
    const zedsOther = anEvent({ title: 'Zed jam', author: zed });
    const bobs = anEvent({ title: 'Bob talk' });
    serve(fake, [zeds, zedsOther, bobs]);
    fake.on('PUT', `/api/v1/users/me/blocks/${zed.id}`, {
      body: { userId: zed.id, name: zed.name, avatarUrl: null, blockedAt: new Date().toISOString() },
    });
    renderTab(<EventsTab />);

    const details = await openDetails('Zed quiz');
    await userEvent.click(within(details).getByRole('button', { name: B.open }));
    const confirm = await screen.findByRole('alertdialog', { name: B.title });
    expect(confirm).toHaveTextContent(B.message('Zed Organizer'));
    await userEvent.click(within(confirm).getByRole('button', { name: B.confirm }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Event Details' })).not.toBeInTheDocument());
    expect(fake.requestsTo('PUT', `/api/v1/users/me/blocks/${zed.id}`)).toHaveLength(1);
    // Back on the list: the organizer's events are gone at once, the others stay.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Zed jam' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Zed quiz' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bob talk' })).toBeInTheDocument();
  });

  it("never offers 'Block user' on one's own event; Cancel blocks nobody", async () => {
    const mine = anEvent({ title: 'My meetup', isOwner: true });
    const theirs = anEvent({ title: 'Their meetup' });
    serve(fake, [mine, theirs]);
    renderTab(<EventsTab />);

    const own = await openDetails('My meetup');
    expect(within(own).queryByRole('button', { name: B.open })).not.toBeInTheDocument();
    await userEvent.click(within(own).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Event Details' })).not.toBeInTheDocument());

    const other = await openDetails('Their meetup');
    await userEvent.click(within(other).getByRole('button', { name: B.open }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: B.title })).getByRole('button', { name: 'Cancel' }));
    expect(fake.requests.filter((request) => request.method === 'PUT')).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Event Details' })).toBeInTheDocument();
  });
});
