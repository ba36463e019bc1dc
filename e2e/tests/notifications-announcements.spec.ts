import { expect, test } from '@playwright/test';
import { createVerifiedStudent, openSignedIn } from '../support/accounts';
import { IIT_BOMBAY, uniqueTitle } from './feed-helpers';
import { announce } from './notifications-helpers';

test.describe('announcements and a notifications remote that is down', () => {
  test('when an operator runs npm run announce, a signed-in student gets it live and opens it in the dashboard’s dialog', async ({
    page,
    browser,
    request,
  }) => {
    const student = await createVerifiedStudent(request, { name: 'Sara Student', ...IIT_BOMBAY });
    await openSignedIn(page, student, '/dashboard?tab=HOME');
    await expect(page.getByRole('button', { name: /^Notifications/ })).toBeVisible();
    // The live socket is up once the bell asked for its count; give the socket a moment to authenticate.
    await page.waitForTimeout(1000);

    const title = uniqueTitle('Exam timetable');
    await announce({
      title,
      message: 'The end-semester timetable is on the notice board.',
      priority: 'URGENT',
    });

    const toast = page.getByTestId('notification-toast').filter({ hasText: title });
    await expect(toast).toBeVisible();
    await expect(page.getByTestId('notification-badge')).toHaveText('1');
    await toast.getByRole('button', { name: new RegExp(title) }).click();
    const dialog = page.getByRole('alertdialog', { name: title });
    await expect(dialog).toContainText('The end-semester timetable is on the notice board.');
    await expect(dialog).toContainText('URGENT');
    await dialog.getByRole('button', { name: 'Got it' }).click();
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);

    // A student who signs in later sees it too (no row was written per user up front).
    const later = await createVerifiedStudent(request, { name: 'Lata Later', ...IIT_BOMBAY });
    const laterPage = await (await browser.newContext()).newPage();
    await openSignedIn(laterPage, later, '/notifications');
    await expect(laterPage.getByTestId('notification-item').filter({ hasText: title })).toBeVisible();
    await laterPage.context().close();
  });

  test('when mfe-notifications cannot be loaded, the navbar still works without its bell', async ({
    page,
    request,
  }) => {
    const student = await createVerifiedStudent(request, { name: 'Omar Outage', ...IIT_BOMBAY });
    await page.route('**/remotes/mfe-notifications/**', (route) =>
      route.fulfill({ status: 503, body: 'Service Unavailable' }),
    );
    await openSignedIn(page, student, '/dashboard?tab=HOME');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: /Omar Outage/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Notifications/ })).toHaveCount(0);
    await nav.getByRole('button', { name: /Omar Outage/ }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile$/);
  });
});
