import { expect, test } from '@playwright/test';
import { openSignedIn, signInByApi, uniqueEmail, universities } from '../support/accounts';
import { enterCode, IIT_BOMBAY } from '../support/identity-ui';

test.describe('bad inputs show the messages of spec §5 and §8', () => {
  test('login: an invalid e-mail, then an incomplete and a wrong code', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill('asha@');
    await page.getByLabel('Email').press('Enter');
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send OTP' })).toBeDisabled();

    await page.getByLabel('Email').fill(uniqueEmail('wrong-code'));
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page).toHaveURL(/\/verify$/);
    await enterCode(page, '123');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please enter the full 6-digit OTP.');

    // The code is random: 000000 is wrong except once in a million runs.
    await enterCode(page, '000000');
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid or expired OTP. Please try again.');
    await expect(page.getByRole('button', { name: /^Resend OTP in \d+s$/ })).toBeDisabled();
  });

  test('profile: name, gender and the university fields', async ({ page, request }) => {
    await openSignedIn(page, await signInByApi(request), '/profile');
    await page.getByRole('radio', { name: 'University Student' }).check();
    await page.getByLabel('Full Name').fill('Al');
    await page.getByRole('button', { name: 'Save Profile' }).click();

    await expect(page.getByText('Name must be at least 3 characters')).toBeVisible();
    await expect(page.getByText('Please select your gender')).toBeVisible();
    await expect(page.getByText('Degree is required')).toBeVisible();
    await expect(page.getByText('Graduation year must be between 2000 and 2040')).toBeVisible();
    await expect(page.getByLabel('Full Name')).toBeFocused();

    await page.getByRole('button', { name: 'Verify Email' }).click();
    await expect(page.getByText('Please enter your university email')).toBeVisible();
    await page.getByLabel('University Email').fill('asha@iitb.ac.in');
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await expect(page.getByText('Please select a university to verify your email')).toBeVisible();
  });

  test("university verification: an incomplete code says 'Enter full 6-digit OTP', a wrong one is refused", async ({ page, request }) => {
    const session = await signInByApi(request);
    const iitBombay = (await universities(request)).find((university) => university.name === IIT_BOMBAY);
    const data = { name: 'Asha Rao', gender: 'FEMALE', audience: 'UNIVERSITY_STUDENT', degree: 'B.Tech', graduationYear: 2027, universityId: iitBombay?.id };
    expect((await request.patch('/api/v1/users/me', { headers: { authorization: `Bearer ${session.accessToken}` }, data })).ok()).toBe(true);
    await openSignedIn(page, session, '/profile');
    await page.getByLabel('University Email').fill(uniqueEmail('asha', 'iitb.ac.in'));
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await expect(page.getByRole('heading', { name: 'Verify University Email' })).toBeVisible();

    await enterCode(page, '12');
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await expect(page.getByRole('alert')).toHaveText('Enter full 6-digit OTP');

    await enterCode(page, '000000');
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid or expired OTP. Please try again.');
    await expect(page).toHaveURL(/\/university-email-verify$/);
  });

  test("contact: the three messages, then 'Thank you!' and Send Another Message", async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await expect(page.getByText('Invalid email')).toBeVisible();
    await expect(page.getByText('Message cannot be empty')).toBeVisible();

    const email = uniqueEmail('contact');
    await page.getByLabel('Name').fill('Asha Rao');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Message').fill(`Hello from ${email}`);
    await page.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeFocused();
    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('');
    await expect(page.getByRole('link', { name: 'info@campusloop.app' })).toHaveAttribute('href', 'mailto:info@campusloop.app');
  });
});
