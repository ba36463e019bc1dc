import { expect, test, type APIRequestContext } from '@playwright/test';
import { createVerifiedStudent, uniqueEmail } from '../support/accounts';
import { E2E_INBOX_URL } from '../support/e2e-env';
import { completeUniversityProfile, signInThroughUi } from '../support/identity-ui';
import { IIT_BOMBAY, IIT_DELHI, createPublicPost, uniqueTitle } from './feed-helpers';
import {
  commentOn,
  dismissAll,
  tokenOf,
  waitForGroupSize,
  waitForNotificationCount,
} from './notifications-helpers';

interface InboxMail {
  subject?: string;
  text?: string;
  html?: string;
  to?: Array<{ address?: string }>;
  headers?: Record<string, string>;
}

/** The notification mails MailDev received for `to`, once there are `count` of them. */
async function notificationMailsTo(
  request: APIRequestContext,
  to: string,
  count: number,
): Promise<InboxMail[]> {
  let mine: InboxMail[] = [];
  await expect
    .poll(
      async () => {
        const all = (await (await request.get(`${E2E_INBOX_URL}email`)).json()) as InboxMail[];
        mine = all.filter(
          (mail) =>
            mail.subject === 'New comment on your post' &&
            mail.to?.some((r) => r.address?.toLowerCase() === to.toLowerCase()),
        );
        return mine.length;
      },
      { timeout: 20_000 },
    )
    .toBe(count);
  return mine;
}

test.describe('notification e-mail', () => {
  test('A turns e-mail on; B comments twice and C once on A’s post: A sees one grouped item naming B and 1 other; the mails arrive threaded; the mail’s unsubscribe link turns the Email toggle off without signing in', async ({
    page,
    browser,
    request,
  }) => {
    // A: a brand-new address through the real sign-up and profile form, e-mail turned on in Settings.
    const aEmail = uniqueEmail('emma');
    await signInThroughUi(page, request, aEmail);
    await expect(page).toHaveURL(/\/profile$/);
    await completeUniversityProfile(page, { name: 'Emma Mailer' });
    await page.goto('/notifications');
    await page.getByRole('tab', { name: 'Settings' }).click();
    const emailToggle = page.getByRole('checkbox', { name: /Email Notifications/ });
    await expect(emailToggle).not.toBeChecked();
    await emailToggle.check();
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByText('Preferences saved successfully!')).toBeVisible();

    const aToken = await tokenOf(page);
    // Announcements other specs published reach every new user: start from an empty list.
    await dismissAll(request, aToken);
    const post = await createPublicPost(
      request,
      { accessToken: aToken, refreshToken: '', email: '' },
      uniqueTitle('Quiet places to study'),
    );
    const b = await createVerifiedStudent(request, { name: 'Bilal Mailtest', ...IIT_BOMBAY });
    const c = await createVerifiedStudent(request, { name: 'Chitra Mailtest', ...IIT_DELHI });
    // One after another (each waits for the last to land), so the latest actor is known: B, C, B.
    const target = `/feed/posts/${post.id}`;
    await commentOn(request, b.accessToken, post.id, 'The library’s third floor.');
    await waitForGroupSize(request, aToken, target, 1);
    await commentOn(request, c.accessToken, post.id, 'Seminar hall B is empty on Fridays.');
    await waitForGroupSize(request, aToken, target, 2);
    await commentOn(request, b.accessToken, post.id, 'Or the reading room <after 8pm>.');
    const group = await waitForGroupSize(request, aToken, target, 3);
    await waitForNotificationCount(request, aToken, 1, 'comment');
    expect(group).toMatchObject({ actorName: 'Bilal Mailtest', actorCount: 2, groupSize: 3 });

    // A sees one grouped item naming B and 1 other, in the bell and on the page (issue 29).
    const groupedText = 'Bilal Mailtest and 1 other commented on';
    await page.goto('/notifications');
    const items = page.getByTestId('notification-item');
    await expect(items).toHaveCount(1);
    await expect(items.first()).toContainText(groupedText);
    await expect(items.first()).toContainText('3 comments');
    await expect(page.getByTestId('unread-badge')).toHaveText('1 unread');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const dropdown = page.getByRole('dialog', { name: 'Notifications' });
    await expect(dropdown.getByTestId('notification-item')).toHaveCount(1);
    await expect(dropdown.getByTestId('notification-item').first()).toContainText(groupedText);
    await page.keyboard.press('Escape');

    // Three mails in the MailDev inbox, one thread, each saying the grouped text as it then stood,
    // with the target link and one-click unsubscribe.
    const mails = await notificationMailsTo(request, aEmail, 3);
    const texts = mails.map((mail) => mail.text ?? '').join('\n');
    expect(texts).toContain('Bilal Mailtest commented on');
    expect(texts).toContain('Chitra Mailtest and 1 other commented on');
    expect(texts).toContain(groupedText);
    expect(mails.map((mail) => mail.html ?? '').join('')).toContain('&lt;after 8pm&gt;');
    expect(new Set(mails.map((mail) => mail.headers?.['in-reply-to'])).size).toBe(1);
    for (const mail of mails) {
      expect(mail.text).toContain(target);
      expect(mail.headers?.['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.headers?.['list-unsubscribe']).toMatch(
        /^<http.+\/api\/v1\/notifications\/unsubscribe\?token=.+>$/,
      );
    }

    // The footer's link, opened by someone who is not signed in: e-mail off, and an offer to undo it.
    const link = /(http\S+\/unsubscribe\?token=\S+)/.exec(mails[0]?.text ?? '')?.[1];
    if (!link) throw new Error('no unsubscribe link in the mail');
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(link);
    await expect(visitor.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible();
    await expect(visitor.getByRole('button', { name: 'Turn e-mail notifications back on' })).toBeVisible();

    // A's Settings show the Email toggle off.
    await page.goto('/notifications');
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByRole('checkbox', { name: /Email Notifications/ })).not.toBeChecked();

    // The confirmation page turns it back on; a mail client's RFC 8058 one-click POST (through the
    // gateway, no session) turns it off again.
    await visitor.getByRole('button', { name: 'Turn e-mail notifications back on' }).click();
    await expect(visitor.getByText('E-mail notifications are on again.')).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByRole('checkbox', { name: /Email Notifications/ })).toBeChecked();
    const oneClick = /^<(.+)>$/.exec(mails[1]?.headers?.['list-unsubscribe'] ?? '')?.[1];
    if (!oneClick) throw new Error('no List-Unsubscribe URL');
    const clicked = await request.post(oneClick, { form: { 'List-Unsubscribe': 'One-Click' } });
    expect(clicked.status()).toBe(200);
    expect(await clicked.json()).toEqual({ emailDelivery: false });
    await page.reload();
    await page.getByRole('tab', { name: 'Settings' }).click();
    await expect(page.getByRole('checkbox', { name: /Email Notifications/ })).not.toBeChecked();

    // A forged link changes nothing and says so.
    await visitor.goto(link.replace(/token=([^.]+)\.(\d+)\.\S+/, 'token=$1.$2.' + 'A'.repeat(43)));
    await expect(visitor.getByRole('alert')).toContainText('This unsubscribe link is not valid.');
    await visitor.context().close();
  });
});
