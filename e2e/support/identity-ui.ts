import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { readCode, uniqueEmail } from './accounts';

/** Types a 6-digit code into the OTP boxes as a person does (each digit moves on to the next box). */
export async function enterCode(page: Page, code: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

/** Signs `email` up or in through /login and /verify, with the code read from the MailDev inbox. */
export async function signInThroughUi(page: Page, request: APIRequestContext, email: string): Promise<void> {
  await page.goto('/login');
  await signInFromLoginPage(page, request, email);
}

/** The same from the /login page already open (a share link keeps its ?ref=): Send OTP, the code, Verify OTP. */
export async function signInFromLoginPage(
  page: Page,
  request: APIRequestContext,
  email: string,
): Promise<void> {
  const since = Date.now();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page).toHaveURL(/\/verify$/);
  await enterCode(page, await readCode(request, email, since));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
}

export const IIT_BOMBAY = 'Indian Institute of Technology Bombay';

/** On the profile form: University Student, name, gender, degree, year and university, then Save Profile. */
export async function fillUniversityProfile(
  page: Page,
  { name, university = IIT_BOMBAY }: { name: string; university?: string },
): Promise<void> {
  await page.getByRole('radio', { name: 'University Student' }).check();
  await page.getByLabel('Full Name').fill(name);
  await page.getByRole('combobox', { name: 'Gender' }).selectOption({ label: 'Prefer not to say' });
  await page.getByLabel('Degree').fill('B.Tech Computer Science');
  await page.getByRole('combobox', { name: 'Graduation Year' }).selectOption('2027');
  await page.getByRole('combobox', { name: 'University' }).selectOption({ label: university });
  await page.getByRole('button', { name: 'Save Profile' }).click();
}

/** fillUniversityProfile, then the confirmation the profile form shows. */
export async function completeUniversityProfile(
  page: Page,
  profile: { name: string; university?: string },
): Promise<void> {
  await fillUniversityProfile(page, profile);
  await expect(page.getByRole('status').filter({ hasText: 'Your profile has been updated!' })).toBeVisible();
}

/** An e-mail prefix from a person's name: 'Sana Seller' → 'sana.seller'. */
const addressOf = (name: string) => name.toLowerCase().replace(/\W+/g, '.');

/**
 * On /profile: University Email with a fresh address `prefix`@`domain`, Verify Email, the code from the
 * inbox on /university-email-verify, Verify Email; back on /profile. Answers the university address.
 */
export async function verifyUniversityEmail(
  page: Page,
  request: APIRequestContext,
  { prefix, domain = 'iitb.ac.in' }: { prefix: string; domain?: string },
): Promise<string> {
  const universityEmail = uniqueEmail(prefix, domain);
  const since = Date.now();
  await page.getByLabel('University Email').fill(universityEmail);
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page).toHaveURL(/\/university-email-verify$/);
  await enterCode(page, await readCode(request, universityEmail, since));
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  return universityEmail;
}

/**
 * A brand-new address through the real UI, as a student does it: sign-up on /login and /verify, the
 * university profile (IIT Bombay unless told), the university e-mail verification on /profile, then
 * Go to Dashboard. `whileUnverified` runs once the profile is saved and before the verification (e.g. to
 * see a tab still closed); the journey then returns to /profile. Answers both addresses.
 */
export async function signUpAsVerifiedStudent(
  page: Page,
  request: APIRequestContext,
  {
    name,
    university = IIT_BOMBAY,
    universityDomain = 'iitb.ac.in',
    whileUnverified,
  }: { name: string; university?: string; universityDomain?: string; whileUnverified?: () => Promise<void> },
): Promise<{ email: string; universityEmail: string }> {
  const email = uniqueEmail(addressOf(name));
  await signInThroughUi(page, request, email);
  await expect(page).toHaveURL(/\/profile$/);
  await completeUniversityProfile(page, { name, university });
  if (whileUnverified) {
    await whileUnverified();
    await page.goto('/profile');
  }
  const universityEmail = await verifyUniversityEmail(page, request, {
    prefix: addressOf(name),
    domain: universityDomain,
  });
  await page.getByRole('button', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard/);
  return { email, universityEmail };
}

/** axe violations of impact serious or critical on the page as it is now (WCAG 2.x A/AA rules). */
export async function seriousAccessibilityViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
