import { expect, test } from '@playwright/test';
import { createVerifiedStudent, openSignedIn } from '../support/accounts';
import { IIT_BOMBAY } from './feed-helpers';

test.describe('a feed remote that cannot be loaded', () => {
  test('when mfe-feed is down, then the Home tab shows its fallback while the Profile tab still works', async ({
    page,
    request,
  }) => {
    const asha = await createVerifiedStudent(request, { name: 'Asha Outage', ...IIT_BOMBAY });
    // The network edge: the browser's requests for the feed remote's manifest and entry answer 503, as a
    // failed deployment or CDN would. Nothing in the app is stubbed.
    await page.route('**/remotes/mfe-feed/**', (route) =>
      route.fulfill({ status: 503, body: 'Service Unavailable' }),
    );

    await openSignedIn(page, asha, '/dashboard?tab=HOME');

    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('alert', { name: 'Something went wrong' })).toBeVisible();
    await expect(panel).toContainText('This section could not be loaded. Please try again.');
    await expect(page.getByRole('tab', { name: 'My Public Feed' })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('tab', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=PROFILE$/);
    await expect(
      page.getByRole('tabpanel').getByRole('region', { name: 'Complete Your Profile' }),
    ).toBeVisible();
  });
});
