import { expect, test, type Locator, type Page } from '@playwright/test';
import { createVerifiedStudent, openSignedIn } from '../support/accounts';
import { IIT_BOMBAY, createPublicPost, uniqueTitle } from './feed-helpers';

async function openPost(page: Page, title: string): Promise<Locator> {
  await page
    .getByRole('feed')
    .getByRole('article', { name: title })
    .getByRole('button', { name: title })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Post Details' });
  await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
  return dialog;
}

test.describe('likes, comments, replies and deletes', () => {
  test('when two students like, comment, reply and delete, then both see the counts follow', async ({
    browser,
    request,
  }) => {
    const asha = await createVerifiedStudent(request, { name: 'Asha Author', ...IIT_BOMBAY });
    const ravi = await createVerifiedStudent(request, { name: 'Ravi Replier', ...IIT_BOMBAY });
    const title = uniqueTitle('Best study spots');
    await createPublicPost(request, asha, title, 'Where do you study after midnight?');

    // Ravi likes the post from the feed, then comments in the dialog.
    const raviPage = await (await browser.newContext()).newPage();
    await openSignedIn(raviPage, ravi, '/dashboard?tab=HOME');
    const raviCard = raviPage.getByRole('feed').getByRole('article', { name: title });
    await raviCard.getByRole('button', { name: '0 likes' }).click();
    await expect(raviCard.getByRole('button', { name: '1 like' })).toHaveAttribute('aria-pressed', 'true');
    const raviDialog = await openPost(raviPage, title);
    await raviDialog.getByRole('textbox', { name: 'Write a comment' }).click();
    await raviDialog
      .getByRole('textbox', { name: 'Write a comment' })
      .fill('The library annex is open 24/7.');
    await raviDialog.getByRole('button', { name: 'Send' }).click();
    await expect(raviDialog.getByRole('article', { name: 'Comment by Ravi Replier' })).toContainText(
      'The library annex is open 24/7.',
    );
    await expect(raviDialog.getByText('1 comment', { exact: true })).toBeVisible();
    await raviPage.keyboard.press('Escape');
    await expect(raviCard.getByRole('button', { name: '1 comment' })).toBeVisible();

    // Asha sees the like and the comment, and replies.
    const ashaPage = await (await browser.newContext()).newPage();
    await openSignedIn(ashaPage, asha, '/dashboard?tab=HOME');
    await expect(
      ashaPage
        .getByRole('feed')
        .getByRole('article', { name: title })
        .getByRole('button', { name: '1 like' }),
    ).toBeVisible();
    const ashaDialog = await openPost(ashaPage, title);
    await expect(ashaDialog.getByText('1 comment', { exact: true })).toBeVisible();
    const comment = ashaDialog.getByRole('article', { name: 'Comment by Ravi Replier' });
    await comment.getByRole('button', { name: 'Reply' }).click();
    await ashaDialog.getByRole('textbox', { name: 'Write a reply' }).fill('Thanks, trying it tonight!');
    await ashaDialog.getByRole('button', { name: 'Send' }).click();
    const reply = ashaDialog.getByRole('article', { name: 'Reply by Asha Author' });
    await expect(reply).toContainText('Thanks, trying it tonight!');
    await expect(reply).toHaveCSS('margin-left', '20px');
    await expect(ashaDialog.getByRole('button', { name: 'Hide replies' })).toBeVisible();
    // A reply counts for its comment, not as another comment of the post.
    await expect(ashaDialog.getByText('1 comment', { exact: true })).toBeVisible();
    await reply.getByRole('button', { name: '0 likes' }).click();
    await expect(reply.getByRole('button', { name: '1 like' })).toHaveAttribute('aria-pressed', 'true');

    // Ravi sees the reply, then deletes his comment (with its reply).
    await raviPage.reload();
    const again = await openPost(raviPage, title);
    const raviComment = again.getByRole('article', { name: 'Comment by Ravi Replier' });
    await raviComment.getByRole('button', { name: 'View replies (1)' }).click();
    await expect(again.getByRole('article', { name: 'Reply by Asha Author' })).toContainText(
      'Thanks, trying it tonight!',
    );
    await raviComment.getByRole('button', { name: 'Delete' }).click();
    const confirm = raviPage.getByRole('alertdialog', { name: 'Confirm Delete' });
    await expect(confirm).toContainText(
      'Are you sure you want to delete this item? This action cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(
      raviPage.getByRole('status').filter({ hasText: 'Comment deleted successfully!' }),
    ).toBeVisible();
    await expect(again.getByText('0 comments', { exact: true })).toBeVisible();
    await expect(again.getByRole('article', { name: 'Comment by Ravi Replier' })).toHaveCount(0);

    // Asha deletes her post; it is gone for Ravi too.
    await ashaPage.keyboard.press('Escape');
    const ashaAgain = await openPost(ashaPage, title);
    await ashaAgain.getByRole('button', { name: 'Delete' }).click();
    await ashaPage
      .getByRole('alertdialog', { name: 'Confirm Delete' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(
      ashaPage.getByRole('status').filter({ hasText: 'Post deleted successfully!' }),
    ).toBeVisible();
    await expect(ashaPage.getByRole('dialog', { name: 'Post Details' })).toBeHidden();
    await expect(ashaPage.getByRole('article', { name: title })).toHaveCount(0);
    await raviPage.reload();
    await expect(raviPage.getByRole('heading', { name: 'My Public Feed' })).toBeVisible();
    await expect(raviPage.getByRole('article', { name: title })).toHaveCount(0);
  });
});
