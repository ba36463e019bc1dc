import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readCode } from './accounts';

/** Types a 6-digit code into the OTP boxes as a person does (each digit moves on to the next box). */
export async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

/** Signs `email` up or in through /login and /verify, with the code read from the MailDev inbox. */
export async function signInThroughUi(page: Page, request: APIRequestContext, email: string): Promise<void> {
  const since = Date.now();
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/verify$/);
  await enterCode(page, await readCode(request, email, since));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
}

export const IIT_BOMBAY = 'Indian Institute of Technology Bombay';

/** On the profile form: University Student, name, gender, degree, year and university, then Save Profile. */
export async function completeUniversityProfile(page: Page, { name, university = IIT_BOMBAY }: { name: string; university?: string }): Promise<void> {
  await page.getByRole('radio', { name: 'University Student' }).check();
  await page.getByLabel('Full Name').fill(name);
  await page.getByRole('combobox', { name: 'Gender' }).selectOption({ label: 'Prefer not to say' });
  await page.getByLabel('Degree').fill('B.Tech Computer Science');
  await page.getByRole('combobox', { name: 'Graduation Year' }).selectOption('2027');
  await page.getByRole('combobox', { name: 'University' }).selectOption({ label: university });
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your profile has been updated!' })).toBeVisible();
}

/** axe violations of impact serious or critical on the page as it is now (WCAG 2.x A/AA rules). */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
