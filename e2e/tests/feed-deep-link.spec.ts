import { expect, test } from '@playwright/test';
import { createVerifiedStudent, openSignedIn } from '../support/accounts';
import { IIT_BOMBAY, createPublicPost, uniqueTitle } from './feed-helpers';

test.describe('opening a post from a link', () => {
  test('when a notification link names a public post, then the dashboard opens it on Home and cleans the URL', async ({
    page,
    request,
  }) => {
    const asha = await createVerifiedStudent(request, { name: 'Asha Linker', ...IIT_BOMBAY });
    const title = uniqueTitle('Linked post');
    const post = await createPublicPost(request, asha, title);

    await openSignedIn(page, asha, `/dashboard?postId=${post.id}&feedType=public`);

    const dialog = page.getByRole('dialog', { name: 'Post Details' });
    await expect(dialog.getByRole('heading', { name: title })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'My Public Feed' })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/\/dashboard\?tab=HOME$/);
  });

  test('when the linked post is gone, then the user is told and nothing opens', async ({ page, request }) => {
    const asha = await createVerifiedStudent(request, { name: 'Asha Gone', ...IIT_BOMBAY });
    await openSignedIn(page, asha, '/dashboard?postId=Gone_post_1&feedType=public');

    await expect(
      page.getByRole('alert').filter({ hasText: 'This post is no longer available.' }),
    ).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('on a phone, the bottom navigation switches tabs and reloads the current one', async ({
    page,
    request,
  }) => {
    const asha = await createVerifiedStudent(request, { name: 'Asha Mobile', ...IIT_BOMBAY });
    await page.setViewportSize({ width: 390, height: 844 });
    await openSignedIn(page, asha, '/dashboard');

    const nav = page.getByRole('navigation', { name: 'Dashboard sections' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Buzz' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=CAMPUS_BUZZ$/);
    await expect(page.getByRole('heading', { name: 'Campus Buzz' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Buzz' })).toHaveAttribute('aria-current', 'page');

    await nav.getByRole('link', { name: 'Buzz' }).click();
    await expect(page).toHaveURL(/\/dashboard\?tab=CAMPUS_BUZZ$/);
    await expect(page.getByRole('heading', { name: 'Campus Buzz' })).toBeVisible();

    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(nav).toBeHidden();
  });
});
