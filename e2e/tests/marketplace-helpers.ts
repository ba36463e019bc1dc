import { MARKETPLACE_PATHS } from '@campusloop/contracts';
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { openSignedIn, type Session } from '../support/accounts';
import { E2E_API_URL } from '../support/e2e-env';

export { IIT_BOMBAY, pngFile, uniqueTitle } from './feed-helpers';

/** Waits for the Marketplace remote (it loads at runtime; a busy machine can take a while). */
export async function expectMarketplace(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: 'Campus Marketplace' })).toBeVisible({
    timeout: 30_000,
  });
}

/** Opens the dashboard's Marketplace tab signed in as `session` (or at a deep link of it). */
export async function openMarketplace(page: Page, session: Session, query = ''): Promise<void> {
  await openSignedIn(page, session, `/dashboard?tab=MARKETPLACE${query}`);
  await expectMarketplace(page);
}

/** The card of `title` in the visible grid. */
export function listingCard(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title });
}

/** Opens Listing Details from the listing's card. */
export async function openListingDetails(page: Page, title: string): Promise<Locator> {
  await listingCard(page, title).getByRole('button', { name: title, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Listing Details' });
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  return dialog;
}

/** The caller's own listings through the public API (ids for deep links). */
export async function myListings(
  request: APIRequestContext,
  accessToken: string,
): Promise<Array<{ id: string; title: string }>> {
  const response = await request.get(`${E2E_API_URL}${MARKETPLACE_PATHS.mine}?hideSold=false`, {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (!response.ok()) throw new Error(`my listings → ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { content: Array<{ id: string; title: string }> }).content;
}
