import { expect, test } from '@playwright/test';
import { createVerifiedStudent, openSignedIn } from '../support/accounts';
import { IIT_BOMBAY, uniqueTitle } from './feed-helpers';

test.describe('anonymous posts', () => {
  test('when one student posts anonymously, another sees only Anonymous and cannot edit or delete it', async ({
    browser,
    request,
  }) => {
    const asha = await createVerifiedStudent(request, { name: 'Asha Anonymous', ...IIT_BOMBAY });
    const ravi = await createVerifiedStudent(request, { name: 'Ravi Reader', ...IIT_BOMBAY });
    const title = uniqueTitle('Confession about mess food');

    // Asha writes the post through the Create Post form, anonymously.
    const ashaPage = await (await browser.newContext()).newPage();
    await openSignedIn(ashaPage, asha, '/dashboard?tab=HOME');
    await ashaPage.getByRole('button', { name: 'Create Post' }).click();
    const form = ashaPage.getByRole('dialog', { name: 'Create Post' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Content' }).fill('The paneer is always cold.');
    await expect(form.getByText("Your name will be hidden and shown as 'Anonymous'")).toBeVisible();
    await form.getByRole('switch', { name: 'Post anonymously' }).check();
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(form).toBeHidden();

    // Asha still recognises her own post and may manage it.
    const ownCard = ashaPage.getByRole('feed').getByRole('article', { name: title });
    await expect(ownCard).toContainText('Asha Anonymous');
    await expect(ownCard).toContainText('(posted anonymously)');
    await ownCard.getByRole('button', { name: title }).click();
    const ownDialog = ashaPage.getByRole('dialog', { name: 'Post Details' });
    await expect(ownDialog.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(ownDialog.getByRole('button', { name: 'Delete' })).toBeVisible();

    // Ravi, in his own browser, sees an anonymous author and no owner actions.
    const raviPage = await (await browser.newContext()).newPage();
    await openSignedIn(raviPage, ravi, '/dashboard?tab=HOME');
    const card = raviPage.getByRole('feed').getByRole('article', { name: title });
    await expect(card).toContainText('Anonymous');
    await expect(card).not.toContainText('Asha');
    await expect(card).not.toContainText('Verified');
    await card.getByRole('button', { name: title }).click();
    const dialog = raviPage.getByRole('dialog', { name: 'Post Details' });
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
    await expect(dialog.getByText('Anonymous', { exact: true })).toBeVisible();
    await expect(dialog).not.toContainText('Asha');
    await expect(dialog.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Delete' })).toHaveCount(0);
  });
});
