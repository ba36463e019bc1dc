import { expect, test } from '@playwright/test';
import { readCode, uniqueEmail } from '../support/accounts';
import { completeUniversityProfile, enterCode, IIT_BOMBAY, signInThroughUi } from '../support/identity-ui';

test.describe('signing up and verifying a university e-mail', () => {
  test('a new student signs up with the e-mailed code, completes a university profile, verifies an iitb.ac.in address and sees the verified badge', async ({ page, request }) => {
    const email = uniqueEmail('asha');
    await signInThroughUi(page, request, email);

    // A new account has no audience yet: the profile form.
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
    await completeUniversityProfile(page, { name: 'Asha Rao' });
    await expect(page.getByRole('radio', { name: 'Other' })).toBeDisabled();
    await expect(page.getByText('Cannot change once set to University Student')).toBeVisible();

    const universityEmail = uniqueEmail('asha.rao', 'iitb.ac.in');
    const since = Date.now();
    await page.getByLabel('University Email').fill(universityEmail);
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await expect(page).toHaveURL(/\/university-email-verify$/);
    await expect(page.getByText(universityEmail)).toBeVisible();
    await enterCode(page, await readCode(request, universityEmail, since));
    await page.getByRole('button', { name: 'Verify Email' }).click();

    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByText(`Verified · ${IIT_BOMBAY}`).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Asha Rao' })).toHaveAccessibleDescription(`Verified student at ${IIT_BOMBAY}`);
    // Locked after verification.
    await expect(page.getByRole('combobox', { name: 'University' })).toBeDisabled();
    await expect(page.getByLabel('University Email')).toHaveAttribute('readonly', '');
    await expect(page.getByLabel('University Email')).toHaveValue(universityEmail);

    // The profile is complete: the dashboard opens, and the badge survives a reload (fresh token kept).
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await page.reload();
    await page.getByRole('button', { name: 'Asha Rao' }).click();
    // In the navbar's user menu (the feed below may show other verified students of IIT Bombay).
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText(`Verified · ${IIT_BOMBAY}`)).toBeVisible();
  });

  test('a university address of another university is refused with a clear message', async ({ page, request }) => {
    await signInThroughUi(page, request, uniqueEmail('ravi'));
    await expect(page).toHaveURL(/\/profile$/);
    await completeUniversityProfile(page, { name: 'Ravi Kumar' });

    await page.getByLabel('University Email').fill(uniqueEmail('ravi', 'iitd.ac.in'));
    await page.getByRole('button', { name: 'Verify Email' }).click();

    await expect(page.getByText('This email address does not belong to the selected university.')).toBeVisible();
    await expect(page).toHaveURL(/\/profile$/);
  });
});
