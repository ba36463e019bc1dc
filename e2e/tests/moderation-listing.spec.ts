import {
  MARKETPLACE_PATHS,
  MARKETPLACE_TAB_TEXTS,
  MODERATION_MESSAGES,
  MODERATION_NOTIFICATION_TEXTS,
  MODERATION_SCREEN_TEXTS as T,
  REPORT_REASON_LABELS,
  REPORT_TEXTS,
  fillPath,
} from '@campusloop/contracts';
import { expect, test } from '@playwright/test';
import { createVerifiedStudent, openSignedIn } from '../support/accounts';
import { E2E_API_URL } from '../support/e2e-env';
import { seriousAccessibilityViolations, signUpAsVerifiedStudent } from '../support/identity-ui';
import {
  IIT_BOMBAY,
  expectMarketplace,
  listingCard,
  openListingDetails,
  openMarketplace,
  uniqueTitle,
} from './marketplace-helpers';
import {
  expectNoticeAt,
  newModerator,
  reportedItem,
  signInAsModerator,
  waitForNotificationTitled,
} from './moderation-helpers';
import { tokenOf } from './notifications-helpers';

test.describe('a reported listing, blocked by a moderator', () => {
  test('a student reports a listing; a brand-new moderator blocks it on the moderators’ screen; the seller sees BLOCKED and another buyer no longer finds it', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const [seller, buyer, moderator] = await Promise.all([
      createVerifiedStudent(request, { name: 'Sunil Seller', ...IIT_BOMBAY }),
      createVerifiedStudent(request, { name: 'Bina Buyer', ...IIT_BOMBAY }),
      newModerator(request),
    ]);
    const title = uniqueTitle('Too good to be true phone');
    const created = await request.post(
      `${E2E_API_URL}${fillPath(MARKETPLACE_PATHS.campus, { universityId: seller.universityId })}`,
      {
        headers: { authorization: `Bearer ${seller.accessToken}` },
        data: {
          title,
          description: 'Brand new, pay in advance only.',
          price: 999,
          notes: 'Transfer first, then we meet.',
        },
      },
    );
    expect(created.status()).toBe(201);
    const listingId = ((await created.json()) as { id: string }).id;

    // A student (a brand-new address through the real sign-up) reports it from Listing Details.
    await signUpAsVerifiedStudent(page, request, { name: 'Rhea Reporter' });
    await page.getByRole('tab', { name: 'Market Place', exact: true }).click();
    await expectMarketplace(page);
    const details = await openListingDetails(page, title);
    await details.getByRole('button', { name: REPORT_TEXTS.open }).click();
    const dialog = page.getByRole('dialog', { name: REPORT_TEXTS.titles.listing });
    await dialog.getByRole('radio', { name: REPORT_REASON_LABELS.spam }).check();
    await dialog.getByRole('textbox', { name: REPORT_TEXTS.note }).fill('Asks for money before meeting.');
    await dialog.getByRole('button', { name: REPORT_TEXTS.submit }).click();
    await expect(page.getByText(MODERATION_MESSAGES.reportReceived)).toBeVisible();
    const reporterToken = await tokenOf(page);
    await expect(dialog).toBeHidden();

    // Another buyer finds it by its words, for now.
    const buyerPage = await (await browser.newContext()).newPage();
    await openMarketplace(buyerPage, buyer);
    const search = buyerPage.getByRole('search', { name: 'Find listings' });
    await search.getByLabel('Search').fill(title);
    await search.getByRole('button', { name: 'Apply' }).click();
    await expect(listingCard(buyerPage, title)).toBeVisible();

    // The moderator finds it on the Listings desk with the reason and the note, never the reporter.
    const moderatorPage = await (await browser.newContext()).newPage();
    await signInAsModerator(moderatorPage, request, moderator);
    await expect(moderatorPage.getByRole('tab', { name: 'Listings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = reportedItem(moderatorPage, title);
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card.getByRole('list', { name: 'Reasons' })).toContainText(
      `${REPORT_REASON_LABELS.spam} × 1`,
    );
    await expect(card.getByText('Asks for money before meeting.')).toBeVisible();
    await expect(card.getByText(T.reports(1))).toBeVisible();
    await expect(card).not.toContainText('Rhea');
    // At 768 px the screen fits without sideways scrolling, and axe finds nothing serious.
    await moderatorPage.setViewportSize({ width: 768, height: 1024 });
    await expect
      .poll(() =>
        moderatorPage.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      )
      .toBeLessThanOrEqual(0);
    expect(await seriousAccessibilityViolations(moderatorPage)).toEqual([]);
    await card.getByRole('textbox', { name: T.reason }).fill('Advance-payment scam');
    await card.getByRole('button', { name: T.block }).click();
    await expect(moderatorPage.getByText(T.blocked)).toBeVisible();
    await expect(card).toHaveCount(0);
    // The audit log has it.
    await moderatorPage.getByRole('tab', { name: T.auditTab }).click();
    await expect(moderatorPage.getByRole('tabpanel').getByText('Advance-payment scam')).toBeVisible();

    // The seller still sees it, marked BLOCKED, in My Listings.
    const sellerPage = await (await browser.newContext()).newPage();
    await openMarketplace(sellerPage, seller);
    await sellerPage.getByRole('button', { name: MARKETPLACE_TAB_TEXTS.myListings }).click();
    await expect(
      listingCard(sellerPage, title).getByText(MARKETPLACE_TAB_TEXTS.blocked, { exact: true }),
    ).toBeVisible();

    // The seller is told 'Content Blocked'; its target opens the notice with Contact Support.
    const contentBlocked = await waitForNotificationTitled(
      request,
      seller.accessToken,
      MODERATION_NOTIFICATION_TEXTS.contentBlocked.title,
    );
    expect(contentBlocked.message).toBe(MODERATION_MESSAGES.contentBlocked);
    await expectNoticeAt(
      sellerPage,
      contentBlocked.targetUrl ?? '',
      MODERATION_NOTIFICATION_TEXTS.contentBlocked.title,
      MODERATION_MESSAGES.contentBlocked,
    );

    // The reporter is told their report was acted on, without the seller's name.
    const outcome = await waitForNotificationTitled(
      request,
      reporterToken,
      MODERATION_NOTIFICATION_TEXTS.reportActedOn.title,
    );
    expect(outcome.message).toBe(MODERATION_NOTIFICATION_TEXTS.reportActedOn.message('listing'));
    expect(JSON.stringify(outcome)).not.toContain('Sunil');

    // Another buyer no longer finds it: not in All Listings, not by its words, not by its link.
    await buyerPage.reload();
    await expectMarketplace(buyerPage);
    await search.getByLabel('Search').fill(title);
    await search.getByRole('button', { name: 'Apply' }).click();
    await expect(buyerPage.getByText(MARKETPLACE_TAB_TEXTS.emptySearchHint)).toBeVisible();
    await expect(listingCard(buyerPage, title)).toHaveCount(0);
    const direct = await request.get(
      `${E2E_API_URL}${fillPath(MARKETPLACE_PATHS.listing, { universityId: seller.universityId, listingId })}`,
      { headers: { authorization: `Bearer ${buyer.accessToken}` } },
    );
    expect(direct.status()).toBe(404);
  });

  test('a student who is not a moderator opening /moderation sees "Not allowed"', async ({
    page,
    request,
  }) => {
    const student = await createVerifiedStudent(request, { name: 'Nosy Student', ...IIT_BOMBAY });
    await openSignedIn(page, student, '/moderation');
    await expect(page.getByRole('alert').getByRole('heading', { name: T.notAllowedTitle })).toBeVisible();
    await page.getByRole('button', { name: 'Nosy Student' }).click();
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: T.menuEntry })).toHaveCount(0);
  });
});
