import { expect, test } from '@playwright/test';
import { createVerifiedStudent } from '../support/accounts';
import { seriousAccessibilityViolations } from '../support/identity-ui';
import { IIT_BOMBAY, createEventByApi, openEvents, uniqueTitle } from './events-helpers';

test.describe('opening events from links, by keyboard, and at 768 px', () => {
  test('when a link names an event, then Event Details opens on it; a link to a missing event says so', async ({ page, request }) => {
    const organizer = await createVerifiedStudent(request, { name: 'Lina Linker', ...IIT_BOMBAY });
    const reader = await createVerifiedStudent(request, { name: 'Rohan Reader', ...IIT_BOMBAY });
    const title = uniqueTitle('Linked lecture');
    const { id } = await createEventByApi(request, organizer, { title, capacity: 40 });

    await openEvents(page, reader);
    await page.goto(`/dashboard?tab=EVENTS&eventId=${id}`);
    const dialog = page.getByRole('dialog', { name: 'Event Details' });
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible({ timeout: 30_000 });
    await expect(dialog.getByText('0 / 40 attending')).toBeVisible();
    await expect(dialog.getByText('Lina Linker')).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.goto('/dashboard?tab=EVENTS&eventId=N0tAnEvent1');
    await expect(page.getByText('This event is no longer available. It may have been cancelled or removed.')).toBeVisible({
      timeout: 30_000,
    });
  });

  test('when a student uses only the keyboard at 768 px, then they can switch lists, open an event and RSVP', async ({ page, request }) => {
    const organizer = await createVerifiedStudent(request, { name: 'Kavya Keys', ...IIT_BOMBAY });
    const student = await createVerifiedStudent(request, { name: 'Kiran Keyboard', ...IIT_BOMBAY });
    const title = uniqueTitle('Keyboard meetup');
    await createEventByApi(request, organizer, { title, capacity: 5 });
    await page.setViewportSize({ width: 768, height: 1000 });

    await openEvents(page, student);
    await expect(page.getByRole('article', { name: title })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    // Nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);

    const upcoming = page.getByRole('tab', { name: /^Upcoming Events \(\d+\)$/ });
    await upcoming.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /^Past Events \(\d+\)$/ })).toBeFocused();
    await expect(page.getByRole('tab', { name: /^Past Events \(\d+\)$/ })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowLeft');
    await expect(upcoming).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('article', { name: title }).getByRole('button', { name: title, exact: true }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Event Details' });
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
    await dialog.getByRole('button', { name: 'RSVP to Event' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Cancel RSVP' })).toBeVisible();
    await expect(dialog.getByText('1 / 5 attending')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('article', { name: title }).getByRole('button', { name: `Going: ${title}` })).toBeVisible();
  });
});
