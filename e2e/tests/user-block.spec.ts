import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { FEED_PATHS, MARKETPLACE_PATHS, fillPath } from '@campusloop/contracts';
import { createVerifiedStudent, openSignedIn, type Session } from '../support/accounts';
import { E2E_API_URL } from '../support/e2e-env';
import { IIT_BOMBAY, createPublicPost, uniqueTitle } from './feed-helpers';
import { expectMarketplace, listingCard, openListingDetails, openMarketplace } from './marketplace-helpers';

/** A Campus Buzz post, arranged through the API. */
async function createCampusPost(
  request: APIRequestContext,
  session: Session & { universityId: string },
  title: string,
  isAnonymous: boolean,
) {
  const response = await request.post(`${E2E_API_URL}${fillPath(FEED_PATHS.campusPosts, { universityId: session.universityId })}`, {
    headers: { authorization: `Bearer ${session.accessToken}` },
    data: { title, body: 'Said on campus.', isAnonymous },
  });
  expect(response.status()).toBe(201);
}

/**
 * A block or unblock reaches the feed service through identity's outbox within seconds: open the tab
 * again until `check` holds (a loaded feed is told by `loaded`, a post that is always there).
 */
async function reopenUntil(page: Page, tab: 'HOME' | 'CAMPUS_BUZZ', loaded: string, check: () => Promise<void>) {
  await expect(async () => {
    await page.goto(`/dashboard?tab=${tab}`);
    await expect(feedArticle(page, loaded)).toBeVisible({ timeout: 5_000 });
    await check();
  }).toPass({ timeout: 30_000 });
}

const feedArticle = (page: Page, title: string) => page.getByRole('feed').getByRole('article', { name: title });

test.describe('Block a user (issue 28)', () => {
  test('A student blocks another and stops seeing their posts in Home and Campus Buzz; unblock brings them back', async ({
    browser,
    request,
  }) => {
    const ana = await createVerifiedStudent(request, { name: 'Ana Blocker', ...IIT_BOMBAY });
    const zed = await createVerifiedStudent(request, { name: 'Zed Blocked', ...IIT_BOMBAY });
    const named = uniqueTitle('Zed named post');
    const anonymous = uniqueTitle('Zed anonymous buzz');
    const anasHome = uniqueTitle('Ana public post');
    const anasBuzz = uniqueTitle('Ana campus post');
    await createPublicPost(request, ana, anasHome);
    await createCampusPost(request, ana, anasBuzz, false);
    await createPublicPost(request, zed, named);
    await createCampusPost(request, zed, anonymous, true);

    const page = await (await browser.newContext()).newPage();
    await openSignedIn(page, ana, '/dashboard?tab=CAMPUS_BUZZ');
    await expect(feedArticle(page, anonymous)).toBeVisible();

    await page.goto('/dashboard?tab=HOME');
    await feedArticle(page, named).getByRole('button', { name: named }).click();
    const details = page.getByRole('dialog', { name: 'Post Details' });
    await expect(details.getByRole('heading', { name: named })).toBeVisible();
    await details.getByRole('button', { name: 'Block user' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Block User' });
    await expect(confirm).toContainText('Block Zed Blocked?');
    await confirm.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(confirm).toBeHidden();
    await expect(details).toBeHidden();
    await expect(feedArticle(page, named)).toHaveCount(0);

    // Campus Buzz: the anonymous post is gone too (the server decided; the page never knew whose it was).
    await reopenUntil(page, 'CAMPUS_BUZZ', anasBuzz, () => expect(feedArticle(page, anonymous)).toHaveCount(0, { timeout: 1_000 }));
    await reopenUntil(page, 'HOME', anasHome, () => expect(feedArticle(page, named)).toHaveCount(0, { timeout: 1_000 }));

    // Profile lists Zed; Unblock empties the list.
    await page.goto('/profile');
    const blocked = page.getByRole('region', { name: 'Blocked users' });
    await expect(blocked.getByText('Zed Blocked')).toBeVisible();
    await blocked.getByRole('button', { name: 'Unblock Zed Blocked' }).click();
    await expect(blocked.getByText('You have not blocked anyone.')).toBeVisible();

    await reopenUntil(page, 'HOME', anasHome, () => expect(feedArticle(page, named)).toBeVisible({ timeout: 1_000 }));
    await reopenUntil(page, 'CAMPUS_BUZZ', anasBuzz, () => expect(feedArticle(page, anonymous)).toBeVisible({ timeout: 1_000 }));
  });
});

test.describe('Block a seller (issue 28)', () => {
  test("A buyer blocks a seller from Listing Details: the seller's listing leaves the market list and its page is not found", async ({
    browser,
    request,
  }) => {
    const ana = await createVerifiedStudent(request, { name: 'Ana Buyer', ...IIT_BOMBAY });
    const zed = await createVerifiedStudent(request, { name: 'Zed Seller', ...IIT_BOMBAY });
    const title = uniqueTitle('Zed desk lamp');
    const created = await request.post(`${E2E_API_URL}${fillPath(MARKETPLACE_PATHS.campus, { universityId: zed.universityId })}`, {
      headers: { authorization: `Bearer ${zed.accessToken}` },
      data: { title, description: 'Warm light, barely used.', price: 300, notes: 'Hostel 4, evenings.' },
    });
    expect(created.status()).toBe(201);
    const listingId = ((await created.json()) as { id: string }).id;
    const listingPage = `${E2E_API_URL}${fillPath(MARKETPLACE_PATHS.listing, { universityId: zed.universityId, listingId })}`;
    const statusFor = async (session: Session) =>
      (await request.get(listingPage, { headers: { authorization: `Bearer ${session.accessToken}` } })).status();

    const page = await (await browser.newContext()).newPage();
    await openMarketplace(page, ana);
    const details = await openListingDetails(page, title);
    await details.getByRole('button', { name: 'Block user' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Block User' });
    await expect(confirm).toContainText('Block Zed Seller?');
    await confirm.getByRole('button', { name: 'Block', exact: true }).click();
    await expect(details).toBeHidden();
    await expect(listingCard(page, title)).toHaveCount(0);

    // The block reaches the marketplace through identity's outbox within seconds: then the server says so too.
    await expect.poll(() => statusFor(ana), { timeout: 30_000 }).toBe(404);
    expect(await statusFor(zed)).toBe(200);
    await page.reload();
    await expectMarketplace(page);
    // The list has been read from the server (its count or its empty state shows) before its absence counts.
    await expect(page.getByText(/^(Showing \d+ listings|No listings found)$/)).toBeVisible({ timeout: 30_000 });
    await expect(listingCard(page, title)).toHaveCount(0);
  });
});
