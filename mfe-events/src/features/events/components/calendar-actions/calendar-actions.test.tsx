import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, type FakeApi } from '@campusloop/web-platform/testing';
import { anEvent } from '../../../../testing/event-fixtures';
import { renderTab } from '@campusloop/owned-item-web/testing';
import { AddToCalendarButton } from './add-to-calendar-button';
import { CalendarSubscriptionDialog } from './calendar-subscription-dialog';
import { icsFileName } from './download-ics';

const SUBSCRIPTION = '/api/v1/calendars/subscription';
const TOKEN = 'a'.repeat(43);

describe('calendar actions', () => {
  let fake: FakeApi;
  beforeEach(() => (fake = installFakeApi()));
  afterEach(() => fake.uninstall());

  it('makes a private link once, shows it to copy, and revokes it', async () => {
    let active = false;
    fake
      .on('GET', SUBSCRIPTION, () => ({ body: { active, createdAt: active ? '2026-03-01T10:00:00.000Z' : null } }))
      .on('POST', SUBSCRIPTION, () => {
        active = true;
        return { status: 201, body: { active: true, createdAt: '2026-03-01T10:00:00.000Z', url: `/api/v1/calendars/${TOKEN}.ics` } };
      })
      .on('DELETE', SUBSCRIPTION, () => {
        active = false;
        return { status: 204 };
      });
    renderTab(<CalendarSubscriptionDialog onClose={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Calendar subscription' });

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Create calendar link' }));

    expect(await within(dialog).findByRole('textbox', { name: 'Your calendar link' })).toHaveValue(
      `http://localhost/api/v1/calendars/${TOKEN}.ics`,
    );
    expect(within(dialog).getByRole('link', { name: 'Open in calendar app' })).toHaveAttribute(
      'href',
      `webcal://localhost/api/v1/calendars/${TOKEN}.ics`,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke link' }));

    expect(await screen.findByText('Calendar link revoked')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Your calendar link' })).not.toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Create calendar link' })).toBeInTheDocument());
    expect(fake.requestsTo('DELETE', SUBSCRIPTION)).toHaveLength(1);
  });

  it('says when an active link exists that it is not shown again', async () => {
    fake.on('GET', SUBSCRIPTION, { body: { active: true, createdAt: '2026-03-01T10:00:00.000Z' } });
    renderTab(<CalendarSubscriptionDialog onClose={jest.fn()} />);

    expect(await screen.findByText(/You have an active calendar link/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make a new link' })).toBeInTheDocument();
  });

  it('reads the event .ics with the session and hands it to the browser as a file', async () => {
    const event = anEvent({ title: 'Diwali Mela 2026!' });
    fake.on('GET', event.calendarPath, { body: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' });
    const created: Blob[] = [];
    URL.createObjectURL = jest.fn((blob: Blob) => {
      created.push(blob);
      return 'blob:ics';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderTab(<AddToCalendarButton event={event} />);

    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));

    await waitFor(() => expect(clicked).toHaveBeenCalled());
    const saved = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(created[0] as Blob);
    });
    expect(saved).toContain('BEGIN:VCALENDAR');
    expect(created[0]?.type).toBe('text/calendar;charset=utf-8');
    expect(fake.requestsTo('GET', event.calendarPath)[0]?.headers.get('authorization')).toBe('Bearer test-token');
    expect(icsFileName(event.title)).toBe('Diwali-Mela-2026.ics');
    clicked.mockRestore();
  });

  it('says why the .ics could not be read', async () => {
    const event = anEvent();
    fake.on('GET', event.calendarPath, { status: 404, body: { status: 404, code: 'NOT_FOUND', message: 'Event not found' } });
    renderTab(<AddToCalendarButton event={event} />);

    await userEvent.click(screen.getByRole('button', { name: 'Add to calendar' }));

    expect(await screen.findByText('Failed to add to calendar: Event not found')).toBeInTheDocument();
  });
});
