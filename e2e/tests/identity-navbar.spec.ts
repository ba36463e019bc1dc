import { expect, test, type Page } from '@playwright/test';
import { createVerifiedStudent, openSignedIn } from '../support/accounts';

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const sectionTop = (page: Page, id: string) => page.evaluate((sectionId) => document.getElementById(sectionId)?.getBoundingClientRect().top ?? NaN, id);

test.describe('navbar', () => {
  test.use({ viewport: { width: 1280, height: 600 } });

  test('section links scroll to 80 px below the top, the active link follows, and from another page they land on the section', async ({ page }) => {
    await page.goto('/');
    await expect(nav(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await nav(page).getByRole('link', { name: "Who it's For" }).click();
    await expect.poll(() => sectionTop(page, 'who-its-for')).toBeCloseTo(80, 0);
    await expect(nav(page).getByRole('link', { name: "Who it's For" })).toHaveAttribute('aria-current', 'page');
    await expect(nav(page).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');

    await page.goto('/contact');
    await expect(nav(page).getByRole('link', { name: 'Contact us' })).toHaveAttribute('aria-current', 'page');
    await nav(page).getByRole('link', { name: 'How It Works' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The last section may not reach the top when the page ends: at most 80 px down, and scrolled.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await expect.poll(() => sectionTop(page, 'how-it-works')).toBeGreaterThanOrEqual(79);
    await expect(nav(page).getByRole('link', { name: 'How It Works' })).toHaveAttribute('aria-current', 'page');
  });

  test('at 768 px the links sit behind the hamburger', async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 800 });
    await page.goto('/about');
    const menu = nav(page).getByRole('button', { name: 'Menu' });
    await expect(nav(page).getByRole('link', { name: 'Contact us' })).toBeHidden();

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await nav(page).getByRole('link', { name: 'Contact us' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(nav(page).getByRole('link', { name: 'Contact us' })).toBeHidden();
  });

  test('a signed-in student: no active link on the dashboard, the menu with Dashboard, and Logout back to the landing page', async ({ page, request }) => {
    const student = await createVerifiedStudent(request, { name: 'Nikhil Shah', universityName: 'Indian Institute of Technology Bombay', domain: 'iitb.ac.in' });
    await openSignedIn(page, student, '/dashboard');
    await expect(nav(page).locator('a[aria-current="page"]')).toHaveCount(0);

    await nav(page).getByRole('button', { name: 'Nikhil Shah' }).click();
    await expect(page.getByRole('menuitem')).toHaveText(['Profile', 'Dashboard', 'Referrals', 'Logout']);
    await page.getByRole('menuitem', { name: 'Logout' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(nav(page).getByRole('button', { name: 'Sign Up / Sign In' })).toBeVisible();
  });
});
