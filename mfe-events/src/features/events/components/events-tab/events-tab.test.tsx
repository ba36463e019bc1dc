import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userLoaded, type DeepLinkTarget } from '@campusloop/web-platform';
import { aUser, installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { aPage, anEvent, anId, timesFromNow, UNIVERSITY_ID } from '../../../../testing/event-fixtures';
import { renderTab } from '@campusloop/owned-item-web/testing';
import { EventsTab, eventToOpen } from './events-tab';

const UPCOMING = `/api/v1/universities/${UNIVERSITY_ID}/events`;
const PAST = `/api/v1/universities/${UNIVERSITY_ID}/events/past`;

const eventTarget = (entityId: string, params: DeepLinkTarget['params'] = {}): DeepLinkTarget => ({
  entityType: 'event',
  entityId,
  tab: 'EVENTS',
  highlight: false,
  params,
});

describe('Events tab', () => {
  let fake: FakeApi;
  beforeEach(() => (fake = installFakeApi()));
  afterEach(() => fake.uninstall());

  it('shows Campus Events with both counts, the upcoming cards, how many are shown and the end line', async () => {
    fake
      .on('GET', UPCOMING, { body: aPage([anEvent({ title: 'Hackathon' }), anEvent({ title: 'Open Mic' })]) })
      .on('GET', PAST, { body: aPage([anEvent({ title: 'Orientation', ...timesFromNow(-48) })]) });
    renderTab(<EventsTab />);

    expect(screen.getByRole('heading', { level: 2, name: 'Campus Events' })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Upcoming events' });
    expect(within(grid).getAllByRole('article')).toHaveLength(2);
    expect(within(grid).getByRole('heading', { name: 'Hackathon' })).toBeInTheDocument();
    expect(await screen.findByRole('tab', { name: 'Upcoming Events (2)' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('tab', { name: 'Past Events (1)' })).toBeInTheDocument();
    expect(screen.getByText('Showing 2 upcoming events')).toBeInTheDocument();
    expect(screen.getByText('No more upcoming events to load')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create Event' })).toBeInTheDocument();
  });

  it('says there is nothing yet in the spec words for each tab', async () => {
    fake.on('GET', UPCOMING, { body: aPage([]) }).on('GET', PAST, { body: aPage([]) });
    renderTab(<EventsTab />);

    expect(await screen.findByText('No upcoming events')).toBeInTheDocument();
    expect(screen.getByText('Be the first to create an event for your campus community!')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Past Events (0)' }));
    expect(await screen.findByText('No past events')).toBeInTheDocument();
    expect(screen.getByText("Past events will appear here once they've concluded.")).toBeInTheDocument();
  });

  it('moves between the tabs with the arrow keys', async () => {
    fake.on('GET', UPCOMING, { body: aPage([]) }).on('GET', PAST, { body: aPage([anEvent({ ...timesFromNow(-48) })]) });
    renderTab(<EventsTab />);
    const upcomingTab = await screen.findByRole('tab', { name: 'Upcoming Events (0)' });

    upcomingTab.focus();
    await userEvent.keyboard('{ArrowRight}');

    const pastTab = await screen.findByRole('tab', { name: 'Past Events (1)' });
    expect(pastTab).toHaveFocus();
    expect(pastTab).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Showing 1 past events')).toBeInTheDocument();
  });

  it('My Events lists what the user created or RSVPd, from their activity', async () => {
    fake
      .on('GET', UPCOMING, { body: aPage([anEvent({ title: 'Everyone’s event' })]) })
      .on('GET', PAST, { body: aPage([]) })
      .on('GET', '/api/v1/users/me/activity/events', { body: aPage([anEvent({ title: 'Mine', isOwner: true })]) })
      .on('GET', '/api/v1/users/me/activity/events/past', { body: aPage([]) });
    renderTab(<EventsTab />);
    await screen.findByRole('heading', { name: 'Everyone’s event' });

    await userEvent.click(screen.getByRole('button', { name: 'My Events' }));

    expect(await screen.findByRole('heading', { name: 'Mine' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'My Events' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('heading', { name: 'Everyone’s event' })).not.toBeInTheDocument();
  });

  it('an RSVP puts the event into My Events', async () => {
    const event = anEvent({ title: 'Join Me' });
    let going = false;
    fake
      .on('GET', UPCOMING, () => ({ body: aPage([{ ...event, rsvpd: going, rsvpCount: going ? 3 : 2 }]) }))
      .on('GET', PAST, { body: aPage([]) })
      .on('GET', '/api/v1/users/me/activity/events', () => ({ body: aPage(going ? [{ ...event, rsvpd: true, rsvpCount: 3 }] : []) }))
      .on('GET', '/api/v1/users/me/activity/events/past', { body: aPage([]) })
      .on('POST', `${UPCOMING}/${event.id}/rsvp`, () => {
        going = true;
        return { body: { ...event, rsvpd: true, rsvpCount: 3 } };
      });
    renderTab(<EventsTab />);
    await userEvent.click(screen.getByRole('button', { name: 'My Events' }));
    expect(await screen.findByText('No upcoming events')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'All Events' }));

    await userEvent.click(await screen.findByRole('button', { name: 'RSVP: Join Me' }));
    expect(await screen.findByRole('button', { name: 'Going: Join Me' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'My Events' }));

    expect(await screen.findByRole('heading', { name: 'Join Me' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Going: Join Me' })).toBeInTheDocument();
  });

  it('loads the next page with Load More Events while full pages come back', async () => {
    const first = Array.from({ length: 20 }, (_, index) => anEvent({ title: `Event ${index + 1}` }));
    fake
      .on('GET', UPCOMING, (request) =>
        new URLSearchParams(request.search).get('page') === '1'
          ? { body: aPage([anEvent({ title: 'Event 21' })], { page: 1, totalElements: 21 }) }
          : { body: aPage(first, { totalElements: 21, last: false }) },
      )
      .on('GET', PAST, { body: aPage([]) });
    renderTab(<EventsTab />);

    await userEvent.click(await screen.findByRole('button', { name: 'Load More Events' }));

    expect(await screen.findByRole('heading', { name: 'Event 21' })).toBeInTheDocument();
    expect(screen.getByText('Showing 21 upcoming events')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Upcoming Events (21)' })).toBeInTheDocument();
    expect(screen.getByText('No more upcoming events to load')).toBeInTheDocument();
  });

  it('shows Access Required to a student whose university e-mail is not verified, and asks nothing of the server', () => {
    renderTab(<EventsTab />, { user: aUser({ universityVerified: false }) });

    expect(screen.getByText('Access Required')).toBeInTheDocument();
    expect(screen.getByText('You need to verify your university email in profile to access Events.')).toBeInTheDocument();
    expect(fake.requests).toHaveLength(0);
  });

  it('opens a deep-linked event in Event Details', async () => {
    const linked = anEvent({ id: anId('linked'), title: 'Linked Workshop' });
    fake
      .on('GET', UPCOMING, { body: aPage([]) })
      .on('GET', PAST, { body: aPage([]) })
      .on('GET', `${UPCOMING}/${linked.id}`, { body: linked });
    renderTab(<EventsTab target={eventTarget(linked.id)} />);

    const dialog = await screen.findByRole('dialog', { name: 'Event Details' });
    expect(within(dialog).getByRole('heading', { name: 'Linked Workshop' })).toBeInTheDocument();
  });

  it.each([
    [404, 'This event is no longer available. It may have been cancelled or removed.'],
    [403, "You don't have permission to view this event. It may be restricted to certain users."],
    [410, 'This event has been cancelled or removed by the organizer.'],
    [500, 'Unable to load the event due to a server error. Please try again later.'],
  ])('says why a linked event answered %s cannot be opened', async (status, message) => {
    const gone = anId('gone');
    fake
      .on('GET', UPCOMING, { body: aPage([]) })
      .on('GET', PAST, { body: aPage([]) })
      .on('GET', `${UPCOMING}/${gone}`, { status, body: { status, code: 'X', message: 'server words' } });
    renderTab(<EventsTab target={eventTarget(gone)} />);

    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Event Details' })).not.toBeInTheDocument();
  });

  it('retries every 500 ms while the university is unknown, then opens the linked event', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    try {
      const linked = anEvent({ id: anId('later'), title: 'Opened Later' });
      fake
        .on('GET', `${UPCOMING}/${linked.id}`, { body: linked })
        .on('GET', UPCOMING, { body: aPage([]) })
        .on('GET', PAST, { body: aPage([]) });
      const { store } = renderTab(<EventsTab target={eventTarget(linked.id)} />, {
        user: aUser({ universityId: null }),
      });
      await act(() => jest.advanceTimersByTimeAsync(1600));
      expect(fake.requestsTo('GET', `${UPCOMING}/${linked.id}`)).toHaveLength(0);

      act(() => void store.dispatch(userLoaded(aUser({ universityId: UNIVERSITY_ID }))));
      await act(() => jest.advanceTimersByTimeAsync(800));

      expect(await screen.findByRole('dialog', { name: 'Event Details' })).toBeInTheDocument();
      expect(fake.requestsTo('GET', `${UPCOMING}/${linked.id}`)).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('which event a link opens', () => {
  it('takes eventId, or the /events/{id} of a notification target URL, and nothing else', () => {
    expect(eventToOpen(eventTarget('Ev3nt_00001'))).toEqual({ eventId: 'Ev3nt_00001' });
    expect(
      eventToOpen({ entityType: 'announcement', entityId: null, tab: 'EVENTS', highlight: false, params: { targetUrl: '/events/Ev3nt_00002' } }),
    ).toEqual({ eventId: 'Ev3nt_00002' });
    expect(
      eventToOpen({ entityType: 'announcement', entityId: null, tab: 'EVENTS', highlight: false, params: { targetUrl: '/events/../x' } }),
    ).toBeUndefined();
    expect(eventToOpen(undefined)).toBeUndefined();
  });
});
