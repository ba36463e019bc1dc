import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toIstIso } from '@campusloop/contracts';
import { aUser, deferred, installFakeApi, type FakeApi, type FakeReply } from '@campusloop/web-platform/testing';
import { aPage, anEvent, UNIVERSITY_ID } from '../../../../testing/event-fixtures';
import { renderTab } from '@campusloop/owned-item-web/testing';
import { EventsTab } from '../events-tab/events-tab';
import { EventFormDialog } from './event-form-dialog';

const UPCOMING = `/api/v1/universities/${UNIVERSITY_ID}/events`;
const PAST = `/api/v1/universities/${UNIVERSITY_ID}/events/past`;
const DAY = 24 * 60 * 60 * 1000;

/** A datetime-local value (India time) `days` from now at hh:mm. */
function istDay(days: number, time: string): string {
  return `${toIstIso(new Date(Date.now() + days * DAY)).slice(0, 10)}T${time}`;
}

async function fill(form: HTMLElement, values: Partial<Record<'Title' | 'Description' | 'Location' | 'Capacity (optional)', string>>) {
  for (const [label, value] of Object.entries(values)) {
    const field = within(form).getByLabelText(label);
    await userEvent.clear(field);
    await userEvent.type(field, value);
  }
}

/** datetime-local takes no typing in jsdom: set it as the browser's picker would. */
function setTime(form: HTMLElement, label: string, value: string) {
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });
}

describe('Create New Event', () => {
  let fake: FakeApi;
  beforeEach(() => {
    fake = installFakeApi();
    fake.on('GET', UPCOMING, { body: aPage([]) }).on('GET', PAST, { body: aPage([]) });
  });
  afterEach(() => fake.uninstall());

  async function openForm() {
    renderTab(<EventsTab />);
    await screen.findByText('No upcoming events');
    await userEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    return screen.findByRole('dialog', { name: 'Create New Event' });
  }

  it('names every missing field with the spec messages and sends nothing', async () => {
    const form = await openForm();

    await userEvent.click(within(form).getByRole('button', { name: 'Create Event' }));

    expect(within(form).getByText('Title is required')).toBeInTheDocument();
    expect(within(form).getByText('Description is required')).toBeInTheDocument();
    expect(within(form).getByText('Location is required')).toBeInTheDocument();
    expect(within(form).getByText('Start date is required')).toBeInTheDocument();
    expect(fake.requestsTo('POST', UPCOMING)).toHaveLength(0);
  });

  it('refuses a start in the past, an end before the start, too long a title and a capacity below 1', async () => {
    const form = await openForm();
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'x'.repeat(121) } });
    await fill(form, { Description: 'About', Location: 'Gym', 'Capacity (optional)': '0' });
    setTime(form, 'Start Date & Time (IST)', istDay(-1, '10:00'));
    setTime(form, 'End Date & Time (IST)', istDay(-2, '10:00'));

    await userEvent.click(within(form).getByRole('button', { name: 'Create Event' }));

    expect(within(form).getByText('Title must be 120 characters or less')).toBeInTheDocument();
    expect(within(form).getByText('End date must be after start date')).toBeInTheDocument();
    expect(within(form).getByText('Start date must be in the future')).toBeInTheDocument();
    expect(within(form).getByText('Capacity must be a whole number of 1 or more')).toBeInTheDocument();
    expect(fake.requestsTo('POST', UPCOMING)).toHaveLength(0);
  });

  it('sends times in India time with seconds and +05:30, capacity as a number, disables Create while sending, then opens the event', async () => {
    const answer = deferred<FakeReply>();
    fake.on('POST', UPCOMING, () => answer.promise);
    const form = await openForm();
    await fill(form, { Title: '  Garba Night ', Description: 'Dance till late', Location: 'Open Air Theatre', 'Capacity (optional)': '150' });
    const start = istDay(3, '19:00');
    const end = istDay(3, '23:30');
    setTime(form, 'Start Date & Time (IST)', start);
    setTime(form, 'End Date & Time (IST)', end);

    await userEvent.click(within(form).getByRole('button', { name: 'Create Event' }));

    expect(within(form).getByRole('button', { name: 'Create Event' })).toBeDisabled();
    expect(fake.requestsTo('POST', UPCOMING)[0]?.body).toEqual({
      title: 'Garba Night',
      description: 'Dance till late',
      location: 'Open Air Theatre',
      startsAt: `${start}:00+05:30`,
      endsAt: `${end}:00+05:30`,
      capacity: 150,
      coverImage: null,
    });
    const created = anEvent({ title: 'Garba Night', isOwner: true });
    fake.on('GET', `${UPCOMING}/${created.id}`, { body: created });
    answer.resolve({ status: 201, body: created });

    expect(await screen.findByRole('dialog', { name: 'Event Details' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Create New Event' })).not.toBeInTheDocument();
  });

  it('sends no capacity as null and shows a refusal as Failed to create event: {server message}, keeping the draft', async () => {
    fake.on('POST', UPCOMING, {
      status: 400,
      body: {
        status: 400,
        code: 'VALIDATION_FAILED',
        message: 'Start date must be in the future',
        validationErrors: { startsAt: 'Start date must be in the future' },
      },
    });
    const form = await openForm();
    await fill(form, { Title: 'Late Talk', Description: 'About', Location: 'Hall 2' });
    setTime(form, 'Start Date & Time (IST)', istDay(1, '09:00'));
    setTime(form, 'End Date & Time (IST)', istDay(1, '10:00'));

    await userEvent.click(within(form).getByRole('button', { name: 'Create Event' }));

    expect(await within(form).findByText('Failed to create event: Start date must be in the future')).toBeInTheDocument();
    expect(fake.requestsTo('POST', UPCOMING)[0]?.body).toMatchObject({ capacity: null });
    expect(within(form).getByLabelText('Title')).toHaveValue('Late Talk');
    expect(within(form).getByRole('button', { name: 'Create Event' })).toBeEnabled();
  });
});

describe('Edit Event', () => {
  let fake: FakeApi;
  beforeEach(() => (fake = installFakeApi()));
  afterEach(() => fake.uninstall());

  it('starts from the event in India time and sends REMOVE for a removed cover, or keeps it after Undo Remove', async () => {
    const event = anEvent({
      isOwner: true,
      startsAt: '2030-01-10T18:30:00+05:30',
      endsAt: '2030-01-10T21:00:00+05:30',
      capacity: null,
      coverImage: { id: 'C0ver_00001', url: '/api/v1/media/c.png', isDefault: false },
    });
    fake.on('PUT', `${UPCOMING}/${event.id}`, (request) => ({ body: { ...event, ...(request.body as object) } }));
    const onClose = jest.fn();
    renderTab(<EventFormDialog universityId={UNIVERSITY_ID} event={event} onClose={onClose} />, { user: aUser({ universityId: UNIVERSITY_ID }) });
    const form = screen.getByRole('dialog', { name: 'Edit Event' });
    expect(within(form).getByLabelText('Start Date & Time (IST)')).toHaveValue('2030-01-10T18:30');
    expect(within(form).getByLabelText('Capacity (optional)')).toHaveValue(null);

    await userEvent.click(within(form).getByRole('button', { name: 'Remove current cover' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Undo Remove' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Remove current cover' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    await screen.findByText('Event updated successfully');
    expect(fake.requestsTo('PUT', `${UPCOMING}/${event.id}`)[0]?.body).toEqual({
      title: event.title,
      description: event.description,
      location: event.location,
      startsAt: '2030-01-10T18:30:00+05:30',
      endsAt: '2030-01-10T21:00:00+05:30',
      capacity: null,
      coverImage: 'REMOVE',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the current cover by id when it is left alone', async () => {
    const event = anEvent({ isOwner: true, coverImage: { id: 'C0ver_00002', url: '/api/v1/media/c.png', isDefault: false } });
    fake.on('PUT', `${UPCOMING}/${event.id}`, { body: event });
    renderTab(<EventFormDialog universityId={UNIVERSITY_ID} event={event} onClose={jest.fn()} />);
    const form = screen.getByRole('dialog', { name: 'Edit Event' });

    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));

    await screen.findByText('Event updated successfully');
    expect(fake.requestsTo('PUT', `${UPCOMING}/${event.id}`)[0]?.body).toMatchObject({ coverImage: { id: 'C0ver_00002' } });
  });

  it('asks for a profile university before creating', async () => {
    renderTab(<EventFormDialog universityId={null} onClose={jest.fn()} />);
    const form = screen.getByRole('dialog', { name: 'Create New Event' });

    await userEvent.click(within(form).getByRole('button', { name: 'Create Event' }));

    expect(within(form).getByRole('alert')).toHaveTextContent('University ID not found. Please complete your profile.');
  });
});
