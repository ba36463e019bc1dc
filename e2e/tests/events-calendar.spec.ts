import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { createVerifiedStudent } from '../support/accounts';
import { IIT_BOMBAY, createEventByApi, openEventDetails, openEvents, uniqueTitle } from './events-helpers';

test.describe('events in a calendar app', () => {
  test('when a student RSVPs, then Add to calendar saves an .ics of the event, and a private subscription link lists it until revoked', async ({
    page,
    request,
  }) => {
    const organizer = await createVerifiedStudent(request, { name: 'Cora Calendar', ...IIT_BOMBAY });
    const student = await createVerifiedStudent(request, { name: 'Sid Subscriber', ...IIT_BOMBAY });
    const title = uniqueTitle('Calendar talk');
    await createEventByApi(request, organizer, { title });

    await openEvents(page, student);
    const dialog = await openEventDetails(page, title);
    await dialog.getByRole('button', { name: 'RSVP to Event' }).click();
    await expect(dialog.getByRole('button', { name: 'Cancel RSVP' })).toBeEnabled();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      dialog.getByRole('button', { name: 'Add to calendar' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const ics = await readFile(await download.path(), 'utf8');
    expect(ics).toContain('BEGIN:VCALENDAR');
    expect(ics).toContain(`SUMMARY:${title}`);
    expect(ics).toContain('Asia/Kolkata');

    await dialog.getByRole('button', { name: 'Calendar subscription' }).click();
    const subscription = page.getByRole('dialog', { name: 'Calendar subscription' });
    await subscription.getByRole('button', { name: 'Create calendar link' }).click();
    const link = subscription.getByRole('textbox', { name: 'Your calendar link' });
    await expect(link).toHaveValue(/\/api\/v1\/calendars\/[A-Za-z0-9_-]{43}\.ics$/);
    const url = await link.inputValue();

    // A calendar app polls it without any sign-in.
    const feed = await request.get(url);
    expect(feed.status()).toBe(200);
    expect(await feed.text()).toContain(`SUMMARY:${title}`);

    await subscription.getByRole('button', { name: 'Revoke link' }).click();
    await expect(page.getByText('Calendar link revoked')).toBeVisible();
    expect((await request.get(url)).status()).toBe(404);
  });
});
