import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CampusEvent } from '@campusloop/contracts';
import { deferred, installFakeApi, type FakeApi, type FakeReply } from '@campusloop/web-platform/testing';
import { aPage, anEvent, timesFromNow, UNIVERSITY_ID } from '../../../../testing/event-fixtures';
import { renderTab } from '@campusloop/owned-item-web/testing';
import { EventsTab } from '../events-tab/events-tab';

const UPCOMING = `/api/v1/universities/${UNIVERSITY_ID}/events`;
const PAST = `/api/v1/universities/${UNIVERSITY_ID}/events/past`;
const eventUrl = (event: CampusEvent) => `${UPCOMING}/${event.id}`;

function serve(fake: FakeApi, upcoming: CampusEvent[], past: CampusEvent[] = []) {
  fake.on('GET', UPCOMING, { body: aPage(upcoming) }).on('GET', PAST, { body: aPage(past) });
  for (const event of [...upcoming, ...past])
    fake
      .on('GET', eventUrl(event), { body: event })
      .on('GET', `${eventUrl(event)}/comments`, { body: aPage([]) });
}

async function openDetails(title: string) {
  await userEvent.click(await screen.findByRole('button', { name: title }));
  return screen.findByRole('dialog', { name: 'Event Details' });
}

describe('Event Details', () => {
  let fake: FakeApi;
  beforeEach(() => (fake = installFakeApi()));
  afterEach(() => fake.uninstall());

  it('shows the event: IST range, place, attending n / capacity, organizer and description', async () => {
    const event = anEvent({
      title: 'Chess Open',
      startsAtFormatted: 'Tue, 24 Nov 2026, 6:30 PM IST',
      endsAtFormatted: 'Tue, 24 Nov 2026, 8:45 PM IST',
      capacity: 30,
      rsvpCount: 12,
    });
    serve(fake, [event]);
    renderTab(<EventsTab />);

    const dialog = await openDetails('Chess Open');

    expect(within(dialog).getByText('Tue, 24 Nov 2026, 6:30 PM – 8:45 PM IST')).toBeInTheDocument();
    expect(within(dialog).getByText('Lecture Hall Complex, LH 101')).toBeInTheDocument();
    expect(within(dialog).getByText('12 / 30 attending')).toBeInTheDocument();
    expect(within(dialog).getByText('Organized by')).toBeInTheDocument();
    expect(within(dialog).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { name: 'About this event' })).toBeInTheDocument();
    expect(within(dialog).getByText('Come see the line followers race.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'RSVP to Event' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
  });

  it('falls back to the spec texts when title, date, place, organizer or description are missing', async () => {
    const bare = anEvent({
      title: '',
      location: '',
      description: '',
      startsAtFormatted: '',
      endsAtFormatted: '',
      startsAt: 'unknown',
      endsAt: 'unknown',
      author: { id: 'Auth0r_0001', name: '', avatarUrl: null },
    });
    serve(fake, [bare]);
    renderTab(<EventsTab />);

    const dialog = await openDetails('Untitled Event');

    expect(within(dialog).getByRole('heading', { name: 'Untitled Event' })).toBeInTheDocument();
    expect(within(dialog).getByText('Date not available')).toBeInTheDocument();
    expect(within(dialog).getByText('Location not specified')).toBeInTheDocument();
    expect(within(dialog).getByText('Unknown')).toBeInTheDocument();
    expect(within(dialog).getByText('No description provided.')).toBeInTheDocument();
  });

  it('enlarges the cover in the image viewer', async () => {
    const event = anEvent({
      title: 'Poster Show',
      coverImage: { id: 'M3dia_00001', url: '/api/v1/media/cover.png', isDefault: false },
    });
    serve(fake, [event]);
    renderTab(<EventsTab />);
    const dialog = await openDetails('Poster Show');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Enlarge cover of Poster Show' }));

    expect(screen.getByRole('dialog', { name: 'Image viewer' })).toBeInTheDocument();
  });

  it('RSVPs at once (Going on the card, one more attending) and keeps it when the server agrees', async () => {
    const event = anEvent({ title: 'Film Night', capacity: 3, rsvpCount: 1 });
    const answer = deferred<FakeReply>();
    serve(fake, [event]);
    fake.on('POST', `${eventUrl(event)}/rsvp`, () => answer.promise);
    renderTab(<EventsTab />);
    const dialog = await openDetails('Film Night');

    await userEvent.click(within(dialog).getByRole('button', { name: 'RSVP to Event' }));

    expect(within(dialog).getByText('2 / 3 attending')).toBeInTheDocument();
    // The card's copy of the event is patched in the list caches a tick later on a busy machine.
    expect(await screen.findByRole('button', { name: 'Going: Film Night' })).toBeInTheDocument();
    // Disabled while the server has not answered.
    expect(within(dialog).getByRole('button', { name: 'Cancel RSVP' })).toBeDisabled();
    answer.resolve({ body: { ...event, rsvpd: true, rsvpCount: 2 } });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel RSVP' })).toBeEnabled());
    expect(within(dialog).getByText('2 / 3 attending')).toBeInTheDocument();
  });

  it('takes an RSVP back when the server refuses it, and says why', async () => {
    const event = anEvent({ title: 'Last Seat', capacity: 3, rsvpCount: 2 });
    serve(fake, [event]);
    fake.on('POST', `${eventUrl(event)}/rsvp`, {
      status: 409,
      body: { status: 409, code: 'EVENT_FULL', message: 'Event Full' },
    });
    renderTab(<EventsTab />);

    await userEvent.click(await screen.findByRole('button', { name: 'RSVP: Last Seat' }));

    expect(await screen.findByText('Failed to update RSVP: Event Full')).toBeInTheDocument();
    // The toast and the rollback of the optimistic RSVP land in separate renders: wait for the card's end state.
    expect(await screen.findByRole('button', { name: 'RSVP: Last Seat' })).toBeInTheDocument();
    expect(await screen.findByText('2 / 3 attending')).toBeInTheDocument();
  });

  it('reads Event Full (disabled) on a full event, offers the waitlist and shows the place in it', async () => {
    const full = anEvent({
      title: 'Sold Out Talk',
      capacity: 2,
      rsvpCount: 2,
      waitlist: { count: 1, position: null },
    });
    serve(fake, [full]);
    fake.on('POST', `${eventUrl(full)}/waitlist`, { body: { ...full, waitlist: { count: 2, position: 2 } } });
    renderTab(<EventsTab />);
    const dialog = await openDetails('Sold Out Talk');

    expect(within(dialog).getByRole('button', { name: 'Event Full' })).toBeDisabled();
    expect(within(dialog).getByText('1 student waiting')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Join Waitlist' }));

    expect(await within(dialog).findByText("You're #2 on the waitlist")).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Leave Waitlist' })).toBeInTheDocument();
  });

  it('lets an attendee of a full event cancel, and says Attended / Not Attended on past events', async () => {
    const going = anEvent({ title: 'Full But Going', capacity: 2, rsvpCount: 2, rsvpd: true });
    const attended = anEvent({ title: 'Went There', rsvpd: true, ...timesFromNow(-30) });
    const missed = anEvent({ title: 'Missed It', ...timesFromNow(-30) });
    serve(fake, [going], [attended, missed]);
    renderTab(<EventsTab />);

    const dialog = await openDetails('Full But Going');
    expect(within(dialog).getByRole('button', { name: 'Cancel RSVP' })).toBeEnabled();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('tab', { name: 'Past Events (2)' }));
    expect(await screen.findByText('Attended')).toBeInTheDocument();
    expect(screen.getByText('Not Attended')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^RSVP/ })).not.toBeInTheDocument();
  });

  it('gives the organizer Edit and Delete but no RSVP, and no Edit once the event is past', async () => {
    const mine = anEvent({ title: 'My Meetup', isOwner: true });
    const myPast = anEvent({ title: 'My Old Meetup', isOwner: true, ...timesFromNow(-30) });
    serve(fake, [mine], [myPast]);
    renderTab(<EventsTab />);

    let dialog = await openDetails('My Meetup');
    expect(within(dialog).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /RSVP/ })).not.toBeInTheDocument();
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('tab', { name: 'Past Events (1)' }));
    dialog = await openDetails('My Old Meetup');
    expect(within(dialog).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('deletes after the spec confirmation: the card goes and Event deleted successfully shows', async () => {
    const mine = anEvent({ title: 'Cancelled Gig', isOwner: true });
    serve(fake, [mine]);
    fake.on('DELETE', eventUrl(mine), { status: 204 });
    renderTab(<EventsTab />);
    const dialog = await openDetails('Cancelled Gig');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Confirm Delete' });
    expect(
      within(confirm).getByText('Are you sure you want to delete this event? This action cannot be undone.'),
    ).toBeInTheDocument();
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Event deleted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Event Details' })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('heading', { name: 'Cancelled Gig' })).not.toBeInTheDocument();
    expect(fake.requestsTo('DELETE', eventUrl(mine))).toHaveLength(1);
  });

  it('puts the event back when the delete is refused, with the server message', async () => {
    const mine = anEvent({ title: 'Stays Here', isOwner: true });
    serve(fake, [mine]);
    fake.on('DELETE', eventUrl(mine), {
      status: 403,
      body: { status: 403, code: 'FORBIDDEN', message: 'Only the organizer can delete this event' },
    });
    renderTab(<EventsTab />);
    const dialog = await openDetails('Stays Here');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await userEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));

    expect(
      await screen.findByText('Failed to delete event: Only the organizer can delete this event'),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Event Details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Stays Here' })).toBeInTheDocument();
  });

  it('says Failed to load event details when the event cannot be read, keeps what the card knew, and tries again', async () => {
    const event = anEvent({ title: 'Flaky Fest' });
    let calls = 0;
    serve(fake, [event]);
    fake.on('GET', eventUrl(event), () => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { status: 500, code: 'INTERNAL', message: 'boom' } }
        : { body: { ...event, rsvpCount: 5 } };
    });
    renderTab(<EventsTab />);
    const dialog = await openDetails('Flaky Fest');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Failed to load event details');
    expect(within(dialog).getByRole('heading', { name: 'Flaky Fest' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try Again' }));

    expect(await within(dialog).findByText('5 / 10 attending')).toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });
});
