import { REFERRAL_MESSAGES } from '@campusloop/contracts';
import { expect, test } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import {
  fillUniversityProfile,
  signInFromLoginPage,
  signUpAsVerifiedStudent,
  verifyUniversityEmail,
} from '../support/identity-ui';
import { openReferrals, rateOwnUniversity } from './referrals-helpers';

test.describe('Referral programme', () => {
  test('a verified student rates and shares a code; a friend signs up through the link, applies it, verifies and rates; the referrer sees one completed', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    // The referrer: brand-new address, real sign-up, university e-mail verification, a rating through the reviews UI.
    const referrerContext = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
    const referrer = await referrerContext.newPage();
    await signUpAsVerifiedStudent(referrer, request, { name: 'Riya Referrer' });

    await openReferrals(referrer);
    await expect(referrer.getByText('⏳ Not Eligible Yet')).toBeVisible();
    await rateOwnUniversity(referrer);

    // The gift badge on the user menu's Referrals entry, once eligible and without a code.
    await expect(async () => {
      await referrer.reload();
      await referrer.getByRole('button', { name: 'Riya Referrer' }).click();
      await expect(referrer.getByRole('img', { name: 'You can generate your referral code' })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await referrer.getByRole('menuitem', { name: /Referrals/ }).click();
    await expect(referrer).toHaveURL(/\/referrals$/);
    await expect(referrer.getByText('✅ Eligible')).toBeVisible({ timeout: 30_000 });
    await referrer.getByRole('button', { name: 'Generate My Referral Code' }).click();
    await expect(referrer.getByText(REFERRAL_MESSAGES.generated)).toBeVisible();
    const code = (await referrer.getByTestId('referral-code').textContent()) ?? '';
    expect(code).toMatch(/^[A-Z0-9]{10}$/);
    await expect(referrer.getByText(/^Generated on [A-Z][a-z]+ \d{1,2}, \d{4}$/)).toBeVisible();
    await referrer.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(referrer.getByText(REFERRAL_MESSAGES.copied)).toBeVisible();
    await expect(referrer.getByRole('button', { name: '✓ Copied!' })).toBeVisible();
    expect(await referrer.evaluate(() => navigator.clipboard.readText())).toBe(code);
    const shareLink = (await referrer.getByTestId('referral-share-link').textContent()) ?? '';
    expect(shareLink).toMatch(new RegExp(`/login\\?ref=${code}$`));
    await expect(referrer.getByText('No referrals yet')).toBeVisible();

    // The friend: opens the share link, signs up, completes the profile and lands on the prefilled form.
    const friendContext = await browser.newContext();
    const friend = await friendContext.newPage();
    await friend.goto(new URL(shareLink).pathname + new URL(shareLink).search);
    await signInFromLoginPage(friend, request, uniqueEmail('farah'));
    await expect(friend).toHaveURL(/\/profile$/);
    await fillUniversityProfile(friend, { name: 'Farah Friend' });
    await expect(friend).toHaveURL(new RegExp(`/referrals\\?ref=${code}$`), { timeout: 30_000 });
    await expect(friend.getByText('Optional')).toBeVisible({ timeout: 30_000 });
    await expect(friend.getByRole('textbox', { name: 'Referral code' })).toHaveValue(code);
    await friend.getByRole('button', { name: 'Apply Code' }).click();
    await expect(friend.getByText(REFERRAL_MESSAGES.applied)).toBeVisible();
    await expect(friend.getByText(`Referral code ${code} applied.`)).toBeVisible();

    // The referrer's statistics: one referral, pending until the friend verifies and rates.
    await referrer.getByRole('button', { name: 'Refresh' }).click();
    await expect(referrer.getByText('Pending Referrals')).toBeVisible();

    await friend.goto('/profile');
    await verifyUniversityEmail(friend, request, { prefix: 'farah.friend' });
    await rateOwnUniversity(friend);

    const stats = referrer.getByRole('region', { name: 'Referral Statistics' });
    await expect(async () => {
      await referrer.getByRole('button', { name: 'Refresh' }).click();
      await expect(stats.getByRole('progressbar', { name: 'Completion rate' })).toHaveAttribute('aria-valuenow', '100', {
        timeout: 2_000,
      });
    }).toPass({ timeout: 20_000 });
    await expect(stats.getByText('Completion rate: 100%')).toBeVisible();
    const figures: Array<[string, string]> = [
      ['Total Referrals', '1'],
      ['University Students', '1'],
      ['Completed Referrals', '1'],
      ['Pending Referrals', '0'],
    ];
    for (const [label, value] of figures) {
      await expect(stats.locator('div', { has: referrer.getByText(label, { exact: true }) })).toContainText(value);
    }
    await referrerContext.close();
    await friendContext.close();
  });
});
