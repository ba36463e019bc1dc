import { expect, test, type Page } from '@playwright/test';
import { openSignedIn, signInByApi, uniqueEmail } from '../support/accounts';
import { seriousAccessibilityViolations } from '../support/identity-ui';

// Issue 30: every public page is painted by HTML. `nx run shell:build` prerenders /, /about, /contact and
// /login (shell/src/prerender) into dist/shell (index.html, about/index.html…) with their critical CSS;
// the gateway answers each path with its page and the shell hydrates it. "Who it's For" and "How It
// Works" are sections of / (landing-prerender.spec.ts covers them).
const PUBLIC_PAGES = [
  { path: '/', heading: 'Your campus, verified and connected' },
  { path: '/about', heading: 'About CampusLoop' },
  { path: '/contact', heading: 'Contact us' },
  { path: '/login', heading: 'Sign Up / Sign In' },
] as const;
/** The shell's entry script: without it, the page shows only what its HTML paints. */
const SHELL_ENTRY = /\/main\.[0-9a-f]+\.js$/;
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test.describe('public pages with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, heading: name } of PUBLIC_PAGES) {
    test(`${path} shows its heading, the navbar and its styles from the HTML alone`, async ({ page }) => {
      await page.goto(path);

      await expect(heading(page, name)).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About us' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // The critical CSS came with the HTML (the global style).
      expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    });
  }
});

test.describe('public pages in the browser', () => {
  for (const { path, heading: name } of PUBLIC_PAGES) {
    test(`${path}: painted by its HTML, hydrated in place, no serious or critical axe violations either way`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });

      // The HTML alone (the shell's script never runs): what a phone paints first.
      const htmlOnly = await page.context().newPage();
      await htmlOnly.route(SHELL_ENTRY, (route) => route.abort());
      await htmlOnly.goto(path);
      await expect(heading(htmlOnly, name)).toBeVisible();
      expect(await seriousAccessibilityViolations(htmlOnly)).toEqual([]);
      await htmlOnly.close();

      // The app: the heading the HTML painted is the very node the app keeps (hydrated, not rendered again).
      let releaseScript: () => void = () => undefined;
      const marked = new Promise<void>((resolve) => (releaseScript = resolve));
      await page.route(SHELL_ENTRY, async (route) => {
        await marked;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'commit' });
      await heading(page, name).evaluate((h1) => h1.setAttribute('data-painted', 'by-html'));
      releaseScript();
      await page.locator('html[data-shell="started"]').waitFor({ state: 'attached' });
      await expect(page.getByRole('button', { name: 'Sign Up / Sign In' })).toBeEnabled();
      if (path === '/login') await expect(page.getByLabel('Email')).toBeEnabled();
      if (path === '/contact') await expect(page.getByLabel('Name')).toBeEnabled();
      await expect(page.locator('h1[data-painted="by-html"]')).toHaveText(name);
      expect(await seriousAccessibilityViolations(page)).toEqual([]);
      expect(errors.filter((text) => /prerendered page did not match|hydrat|Minified React error #4(18|19|23|25)/i.test(text))).toEqual([]);
    });
  }

  test('the prerendered login page works once the app runs: an e-mail gets a code and leads to /verify', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Email').fill(uniqueEmail('prerendered'));
    await page.getByRole('button', { name: 'Send OTP' }).click();

    await expect(page).toHaveURL(/\/verify$/);
    await expect(page.getByRole('button', { name: 'Verify OTP' })).toBeVisible();
  });

  test('a signed-in user opening /login goes to their own page and never gets the public page painted', async ({ page, request }) => {
    const session = await signInByApi(request);

    await openSignedIn(page, session, '/login');
    await expect(page).not.toHaveURL(/\/login$/);
    await expect(page.getByRole('button', { name: 'Sign Up / Sign In' })).toHaveCount(0);

    // What the browser paints from /login's HTML alone with that stored session: nothing of the public page.
    const htmlOnly = await page.context().newPage();
    await htmlOnly.route(SHELL_ENTRY, (route) => route.abort());
    await htmlOnly.goto('/login');
    await expect(htmlOnly.locator('html')).toHaveAttribute('data-prerender', 'skip');
    await expect(heading(htmlOnly, 'Sign Up / Sign In')).toBeHidden();
    await expect(htmlOnly.getByLabel('Email')).toBeHidden();
  });

  test('a signed-in user opening /about sees it with their own navbar, not the visitor’s', async ({ page, request }) => {
    const session = await signInByApi(request);

    await openSignedIn(page, session, '/about');
    await expect(heading(page, 'About CampusLoop')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Up / Sign In' })).toHaveCount(0);
  });
});
