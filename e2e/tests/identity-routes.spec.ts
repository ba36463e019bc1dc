import { expect, test } from '@playwright/test';
import { createVerifiedStudent, openSignedIn, signInByApi } from '../support/accounts';

test.describe('the route table of spec §2', () => {
  for (const path of ['/profile', '/dashboard', '/highschool-form', '/university-form', '/referrals', '/notifications']) {
    test(`a signed-out visitor on ${path} is sent to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
    });
  }

  test('an unknown path goes to the landing page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('/verify and /university-email-verify without their e-mail go back to /login and /university-form', async ({ page, request }) => {
    await page.goto('/verify');
    await expect(page).toHaveURL(/\/login$/);

    await openSignedIn(page, await signInByApi(request), '/university-email-verify');
    await expect(page).toHaveURL(/\/university-form$/);
  });

  test('a signed-in user on /login goes to the dashboard once the profile is complete', async ({ page, request }) => {
    const student = await createVerifiedStudent(request, { name: 'Meera Iyer', universityName: 'Indian Institute of Technology Bombay', domain: 'iitb.ac.in' });
    await openSignedIn(page, student, '/login');
    await expect(page).toHaveURL(/\/dashboard/);
  });

  test('a signed-in user with an incomplete profile on /login or /dashboard goes to the form of the audience', async ({ page, request }) => {
    const session = await signInByApi(request);
    await openSignedIn(page, session, '/login');
    await expect(page).toHaveURL(/\/profile$/);

    // A university student without a university is not complete yet.
    const data = { name: 'Kabir Singh', gender: 'MALE', audience: 'UNIVERSITY_STUDENT', degree: 'B.Sc.', graduationYear: 2028 };
    const response = await request.patch('/api/v1/users/me', { headers: { authorization: `Bearer ${session.accessToken}` }, data });
    expect(response.ok()).toBe(true);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/university-form$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Complete Your Profile' })).toBeVisible();
  });
});
