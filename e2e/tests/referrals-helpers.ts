import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readCode, uniqueEmail } from '../support/accounts';
import { IIT_BOMBAY, enterCode } from '../support/identity-ui';

/** Sends a sign-in code from the /login page already open (a share link keeps its ?ref=) and verifies it. */
export async function signUpFromLoginPage(page: Page, request: APIRequestContext, email: string): Promise<void> {
  const since = Date.now();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/verify$/);
  await enterCode(page, await readCode(request, email, since));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
}

/** On /profile: a University Student of IIT Bombay with every required field, then Save Profile. */
export async function fillUniversityProfile(page: Page, name: string): Promise<void> {
  await page.getByRole('radio', { name: 'University Student' }).check();
  await page.getByLabel('Full Name').fill(name);
  await page.getByRole('combobox', { name: 'Gender' }).selectOption({ label: 'Prefer not to say' });
  await page.getByLabel('Degree').fill('B.Tech Computer Science');
  await page.getByRole('combobox', { name: 'Graduation Year' }).selectOption('2027');
  await page.getByRole('combobox', { name: 'University' }).selectOption({ label: IIT_BOMBAY });
  await page.getByRole('button', { name: 'Save Profile' }).click();
}

/** On /profile: verifies a fresh IIT Bombay address with the code from the inbox; back on /profile. */
export async function verifyUniversityEmail(page: Page, request: APIRequestContext, prefix: string): Promise<void> {
  const universityEmail = uniqueEmail(prefix, 'iitb.ac.in');
  const since = Date.now();
  await page.getByLabel('University Email').fill(universityEmail);
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page).toHaveURL(/\/university-email-verify$/);
  await enterCode(page, await readCode(request, universityEmail, since));
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

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
