import { expect, test, type Page } from '@playwright/test';
import { openSignedIn, signInByApi } from '../support/accounts';

// Issue 30: the public landing is painted by HTML. `nx run shell:build` prerenders `/` into
// dist/shell/index.html (markup + critical CSS); the shell hydrates it (shell/src/prerender).
const HEADLINE = 'Your campus, verified and connected';
const headline = (page: Page) => page.getByRole('heading', { level: 1, name: HEADLINE });
/** The shell's entry script: without it, the page shows only what its HTML paints. */
const SHELL_ENTRY = /\/main\.[0-9a-f]+\.js$/;

test.describe('the prerendered landing', () => {
  test.describe('with JavaScript disabled', () => {
    test.use({ javaScriptEnabled: false });

    test('a visitor sees the landing headline, its sections and its styles from the HTML alone', async ({ page }) => {
      await page.goto('/');

      await expect(headline(page)).toBeVisible();
      await expect(page.getByRole('heading', { name: "Who it's for" })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
      // The critical CSS came with the HTML: the global style and the hero's centred section.
      expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
      expect(await headline(page).evaluate((h1) => getComputedStyle(h1.parentElement as Element).textAlign)).toBe('center');
    });
  });

  test('a visitor’s painted page becomes the app without being rendered again, and Join Now leads to /login', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // The shell's script waits until the node the HTML painted is marked: a re-render would replace it
    // (and lose the mark).
    let releaseScript: () => void = () => undefined;
    const marked = new Promise<void>((resolve) => (releaseScript = resolve));
    await page.route(SHELL_ENTRY, async (route) => {
      await marked;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'commit' });
    await headline(page).evaluate((h1) => h1.setAttribute('data-painted', 'by-html'));
    releaseScript();

    await page.waitForLoadState('networkidle');
    await expect(page.locator('h1[data-painted="by-html"]')).toHaveText(HEADLINE);
    await page.getByRole('button', { name: 'Join Now' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(errors.filter((text) => /prerendered landing did not match|hydrat|Minified React error #4(18|19|23|25)/i.test(text))).toEqual([]);
  });

  test('a signed-in user never gets the public page painted: their own landing, and hidden before the app runs', async ({ page, request }) => {
    const session = await signInByApi(request);

    await openSignedIn(page, session, '/');
    await expect(page.getByRole('button', { name: /Complete Profile|Explore CampusLoop/ })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign Up / Sign In' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Join Now' })).toHaveCount(0);

    // What the browser paints from the HTML alone with that stored session (the app's script held back).
    const htmlOnly = await page.context().newPage();
    await htmlOnly.route(SHELL_ENTRY, (route) => route.abort());
    await htmlOnly.goto('/');
    await expect(htmlOnly.locator('html')).toHaveAttribute('data-prerender', 'skip');
    await expect(headline(htmlOnly)).toBeHidden();
    await expect(htmlOnly.getByRole('button', { name: 'Join Now' })).toBeHidden();
  });
});
