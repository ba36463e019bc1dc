import { LISTING_MESSAGES, MARKETPLACE_TAB_TEXTS as T } from '@campusloop/contracts';
import { expect, test } from '@playwright/test';
import { createVerifiedStudent } from '../support/accounts';
import { signUpAsVerifiedStudent } from '../support/identity-ui';
import {
  IIT_BOMBAY,
  expectMarketplace,
  listingCard,
  myListings,
  openListingDetails,
  openMarketplace,
  pngFile,
  uniqueTitle,
} from './marketplace-helpers';

test.describe('a listing from sign-up to sold and deleted, with two students', () => {
  test('when a brand-new student lists an item with three images, then another asks about it, the seller answers, marks it sold (SOLD for both), finds it in My Listings only with sold items shown, and deletes it', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const buyerSession = createVerifiedStudent(request, { name: 'Bala Buyer', ...IIT_BOMBAY });

    // The seller: a brand-new address through the real sign-up and university e-mail verification.
    await signUpAsVerifiedStudent(page, request, {
      name: 'Sana Seller',
      whileUnverified: async () => {
        await page.goto('/dashboard?tab=MARKETPLACE');
        await expect(page.getByText('Verify your university email to get access to Market Place.')).toBeVisible();
        await expect(page.getByRole('heading', { name: 'Campus Marketplace' })).toHaveCount(0);
      },
    });
    await page.getByRole('tab', { name: 'Market Place', exact: true }).click();
    await expectMarketplace(page);
    await expect(page.getByRole('button', { name: T.allListings })).toHaveAttribute('aria-pressed', 'true');

    // A listing with three images, through the form (first error only; price step 0.01).
    const title = uniqueTitle('Study desk');
    await page.getByRole('button', { name: T.createListing }).click();
    const form = page.getByRole('dialog', { name: T.createTitle });
    await form.getByRole('button', { name: T.createListing }).click();
    await expect(form.getByText(LISTING_MESSAGES.titleRequired)).toBeVisible();
    await expect(form.getByText(LISTING_MESSAGES.notesRequired)).toHaveCount(0);
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Description' }).fill('Sturdy teak desk with a drawer.');
    await form.getByLabel('Price (₹)').fill('1499.50');
    await form.getByRole('textbox', { name: T.notes }).fill('Hostel 12, room 204. Evenings.');
    await form
      .getByLabel('Choose Images')
      .setInputFiles([pngFile('front.png'), pngFile('side.png'), pngFile('drawer.png')]);
    await form.getByRole('button', { name: 'Upload Images' }).click();
    await expect(form.getByText('✓ Uploaded')).toHaveCount(3);
    await form.getByRole('button', { name: T.createListing }).click();
    await expect(form).toBeHidden();
    await expect(page.getByText(LISTING_MESSAGES.created)).toBeVisible();
    const card = listingCard(page, title);
    await expect(card.getByText('₹1,499.50')).toBeVisible();
    await expect(card.getByText('+2')).toBeVisible();

    let details = await openListingDetails(page, title);
    await expect(details.getByText(T.available)).toBeVisible();
    await expect(details.getByText('1 / 3')).toBeVisible();
    await details.getByRole('button', { name: `${T.viewAll} (3)` }).click();
    const viewer = page.getByRole('dialog', { name: 'Image viewer' });
    await expect(viewer).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
    await expect(details.getByRole('heading', { name: 'Discussion (0)' })).toBeVisible();
    await expect(details.getByText(LISTING_MESSAGES.noQuestions)).toBeVisible();
    await page.keyboard.press('Escape');
    const sellerToken = (await page.evaluate(() => window.localStorage.getItem('accessToken'))) as string;
    const listing = (await myListings(request, sellerToken)).find((item) => item.title === title);
    expect(listing).toBeDefined();

    // The buyer asks a question.
    const buyer = await (await browser.newContext()).newPage();
    await openMarketplace(buyer, await buyerSession);
    const buyerDetails = await openListingDetails(buyer, title);
    await expect(buyerDetails.getByRole('button', { name: T.markSold })).toHaveCount(0);
    const ask = buyerDetails.getByRole('textbox', { name: 'Ask a question' });
    await expect(ask).toHaveAttribute('placeholder', LISTING_MESSAGES.commentPlaceholder);
    // The box opens on a click (the kit's collapsing comment box).
    await ask.click();
    await ask.fill('Does the drawer lock?');
    await buyerDetails.getByRole('button', { name: 'Send' }).click();
    await expect(buyerDetails.getByRole('article', { name: 'Comment by Bala Buyer' })).toContainText(
      'Does the drawer lock?',
    );
    await expect(buyerDetails.getByRole('heading', { name: 'Discussion (1)' })).toBeVisible();

    // The seller answers and marks it sold.
    await page.reload();
    await expectMarketplace(page);
    details = await openListingDetails(page, title);
    const question = details.getByRole('article', { name: 'Comment by Bala Buyer' });
    await question.getByRole('button', { name: 'Reply' }).click();
    await details.getByRole('textbox', { name: 'Write a reply' }).fill('Yes, the key is included.');
    await details.getByRole('button', { name: 'Send' }).click();
    await expect(details.getByRole('article', { name: 'Reply by Sana Seller' })).toContainText(
      'Yes, the key is included.',
    );
    await details.getByRole('button', { name: T.markSold }).click();
    await expect(page.getByText(LISTING_MESSAGES.markedSold)).toBeVisible();
    await expect(details.getByText(T.sold, { exact: true })).toBeVisible();
    await expect(details.getByRole('button', { name: T.markAvailable })).toBeVisible();
    await expect(details.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await page.keyboard.press('Escape');
    // All Listings hides sold items.
    await expect(listingCard(page, title)).toHaveCount(0);

    // The buyer sees SOLD too (opened from the listing's link, as from a notification).
    await buyer.goto(`/dashboard?tab=MARKETPLACE&listingId=${listing?.id}`);
    const soldForBuyer = buyer.getByRole('dialog', { name: 'Listing Details' });
    await expect(soldForBuyer.getByRole('heading', { name: title })).toBeVisible();
    await expect(soldForBuyer.getByText(T.sold, { exact: true })).toBeVisible();
    await soldForBuyer.getByRole('button', { name: 'View replies (1)' }).click();
    await expect(soldForBuyer.getByRole('article', { name: 'Reply by Sana Seller' })).toContainText(
      'Yes, the key is included.',
    );
    await buyer.keyboard.press('Escape');

    // My Listings: with sold items (default), without, and back.
    await page.getByRole('button', { name: T.myListings }).click();
    const showSold = page.getByRole('checkbox', { name: T.showSold });
    await expect(showSold).toBeChecked();
    await expect(listingCard(page, title).getByText(T.sold, { exact: true })).toBeVisible();
    await showSold.uncheck();
    await expect(page.getByText(T.emptyMineUnsoldHint)).toBeVisible();
    await expect(listingCard(page, title)).toHaveCount(0);
    await showSold.check();
    await expect(listingCard(page, title)).toBeVisible();

    // The seller deletes it after the spec's confirmation.
    details = await openListingDetails(page, title);
    await details
      .getByRole('group', { name: 'Seller actions' })
      .getByRole('button', { name: 'Delete' })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm Delete' });
    await expect(confirm).toContainText(LISTING_MESSAGES.deleteConfirm);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(LISTING_MESSAGES.deleted)).toBeVisible();
    await expect(details).toBeHidden();
    await expect(listingCard(page, title)).toHaveCount(0);
    await expect(page.getByText(T.emptyMineHint)).toBeVisible();
  });
});
