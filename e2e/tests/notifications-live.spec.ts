import { expect, test } from '@playwright/test';
import { createVerifiedStudent, openSignedIn, uniqueEmail } from '../support/accounts';
import { completeUniversityProfile, signInThroughUi } from '../support/identity-ui';
import { IIT_BOMBAY, createPublicPost, uniqueTitle } from './feed-helpers';
import {
  commentOn,
  dismissAll,
  notificationsOf,
  tokenOf,
  waitForGroupSize,
  waitForNotificationCount,
} from './notifications-helpers';

test.describe('notifications, live', () => {
  test('when B comments on A’s post, A’s bell and a toast show it without a reload; A opens it; two more make one grouped item that A bulk-reads and dismisses; A turns POST off', async ({
    page,
    browser,
    request,
  }) => {
    // A: a brand-new address through the real sign-up and profile form.
    await signInThroughUi(page, request, uniqueEmail('anika'));
    await expect(page).toHaveURL(/\/profile$/);
    await completeUniversityProfile(page, { name: 'Anika Author' });
    const aToken = await tokenOf(page);
    await dismissAll(request, aToken);
    const title = uniqueTitle('Where to eat after 11pm');
    const post = await createPublicPost(request, { accessToken: aToken, refreshToken: '', email: '' }, title);
    await page.goto('/dashboard?tab=HOME');
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await expect(bell).toBeVisible();
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);

    // B, in a second browser, comments on A's post through the post dialog.
    const b = await createVerifiedStudent(request, { name: 'Bilal Commenter', ...IIT_BOMBAY });
    const bPage = await (await browser.newContext()).newPage();
    await openSignedIn(bPage, b, `/dashboard?postId=${post.id}&feedType=public`);
    const dialog = bPage.getByRole('dialog', { name: 'Post Details' });
    await dialog.getByRole('textbox', { name: 'Write a comment' }).click();
    await dialog
      .getByRole('textbox', { name: 'Write a comment' })
      .fill('The dhaba near gate 2 is open till 2am.');
    await dialog.getByRole('button', { name: 'Send' }).click();

    // A, without reloading: the badge rises and a toast pops up.
    await expect(page.getByTestId('notification-badge')).toHaveText('1');
    const toast = page.getByTestId('notification-toast');
    await expect(toast).toContainText('New comment on your post');
    await expect(toast).toContainText('Bilal Commenter commented');

    // A opens it from the bell: marked read, and A lands on the post.
    await bell.click();
    const dropdown = page.getByRole('dialog', { name: 'Notifications' });
    await dropdown.getByRole('button', { name: /^New comment on your post/ }).click();
    await expect(page).toHaveURL(new RegExp(`postId=${post.id}`));
    await expect(page.getByRole('dialog', { name: 'Post Details' })).toContainText(title);
    await expect(page.getByTestId('notification-badge')).toHaveCount(0);

    // Two more comments (one anonymous): one grouped item (issue 29), unread again, that names B and
    // counts the anonymous commenter without naming them; bulk mark-read reads the group.
    await commentOn(request, b.accessToken, post.id, 'Also the canteen in H4.');
    await waitForGroupSize(request, aToken, `/feed/posts/${post.id}`, 2);
    await commentOn(request, b.accessToken, post.id, 'Try the maggi point.', true);
    await waitForGroupSize(request, aToken, `/feed/posts/${post.id}`, 3);
    await waitForNotificationCount(request, aToken, 1);
    await page.goto('/notifications');
    await expect(page.getByTestId('unread-badge')).toHaveText('1 unread');
    const items = page.getByTestId('notification-item');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText('Bilal Commenter and 1 other commented');
    await expect(items.first()).toContainText('3 comments');
    await expect(items.first()).not.toContainText('Anonymous');
    await expect(items.first()).not.toContainText('maggi');
    await page.getByRole('button', { name: 'Select', exact: true }).click();
    await page.getByRole('button', { name: 'Select All' }).click();
    await expect(page.getByLabel('Bulk actions')).toContainText('1 selected');
    await page.getByRole('button', { name: 'Mark Read', exact: true }).click();
    await expect(page.getByTestId('unread-badge')).toHaveCount(0);
    await expect(page.locator('[data-testid="notification-item"][data-unread="true"]')).toHaveCount(0);

    // Dismiss the group (final): all three comments' item is gone.
    await page.getByRole('button', { name: 'Dismiss New comment on your post' }).first().click();
    await expect(items).toHaveCount(0);
    await page.reload();
    await expect(page.getByText('No notifications yet')).toBeVisible();
    await expect(items).toHaveCount(0);

    // A turns POST off: B's next comment creates nothing.
    await page.getByRole('tab', { name: 'Settings' }).click();
    const save = page.getByRole('button', { name: 'Save Preferences' });
    await expect(save).toBeDisabled();
    await page.getByRole('checkbox', { name: /Posts/ }).uncheck();
    await save.click();
    await expect(page.getByText('Preferences saved successfully!')).toBeVisible();
    await commentOn(request, b.accessToken, post.id, 'One more for the road.');
    // The feed's outbox delivers within about a second: give it three, then nothing must have arrived.
    await page.waitForTimeout(3000);
    expect(await notificationsOf(request, aToken)).toHaveLength(0);
    await expect(page.getByTestId('notification-toast')).toHaveCount(0);
    await bPage.context().close();
  });
});
