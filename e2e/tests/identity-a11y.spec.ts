import { expect, test } from '@playwright/test';
import { openSignedIn, signInByApi, uniqueEmail } from '../support/accounts';
import { seriousAccessibilityViolations } from '../support/identity-ui';

test.describe('accessibility (axe: no serious or critical violations)', () => {
  test('landing, with and without the View More dialog, and at 768 px with the menu open', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Join Now' })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    // An inline icon, so browsers never ask the gateway for /favicon.ico.
    await expect(page.locator('head link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);

    await page.getByRole('button', { name: 'View More' }).first().click();
    await expect(page.getByRole('dialog', { name: 'University Students' })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    await page.setViewportSize({ width: 768, height: 900 });
    await page.getByRole('button', { name: 'Menu' }).click();
    await expect(page.getByRole('link', { name: 'Contact us' })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  test('login and verify', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Send OTP' })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.getByLabel('Email').fill(uniqueEmail('axe'));
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByRole('button', { name: 'Verify OTP' })).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });

  test('profile (university student form) and contact', async ({ page, request }) => {
    await openSignedIn(page, await signInByApi(request), '/profile');
    await page.getByRole('radio', { name: 'University Student' }).check();
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByText('Degree is required')).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);

    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    expect(await seriousAccessibilityViolations(page)).toEqual([]);
  });
});
