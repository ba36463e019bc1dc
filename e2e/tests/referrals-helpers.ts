import { expect, type Page } from '@playwright/test';
import { IIT_BOMBAY } from '../support/identity-ui';

/** From the dashboard's University Reviews tab: Rate University, all four categories, Submit Rating. */
export async function rateOwnUniversity(page: Page): Promise<void> {
  await page.goto('/dashboard?tab=UNIVERSITY_REVIEWS');
  await page.getByRole('button', { name: 'Rate University' }).click({ timeout: 30_000 });
  const dialog = page.getByRole('dialog', { name: `Rate ${IIT_BOMBAY}` });
  for (const category of ['Academics', 'Placements', 'Campus Life', 'Hostel']) {
    await dialog.getByLabel(`${category}: 4 out of 5`).check({ force: true });
  }
  await dialog.getByRole('button', { name: 'Submit Rating' }).click();
  await expect(dialog).toHaveCount(0);
}

/** Opens /referrals and waits for the remote's page. */
export async function openReferrals(page: Page, path = '/referrals'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Referral System' })).toBeVisible({ timeout: 30_000 });
}
