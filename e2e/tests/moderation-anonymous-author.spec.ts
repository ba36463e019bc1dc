import {
  ACCOUNT_RESTRICTED_NOTICE_PATH,
  FEED_PATHS,
  MODERATION_MESSAGES,
  MODERATION_NOTIFICATION_TEXTS,
  MODERATION_SCREEN_TEXTS as T,
  REPORT_REASON_LABELS,
  REPORT_TEXTS,
} from '@campusloop/contracts';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createVerifiedStudent, openSignedIn } from '../support/accounts';
import { E2E_API_URL } from '../support/e2e-env';
import { signUpAsVerifiedStudent } from '../support/identity-ui';
import { IIT_BOMBAY, uniqueTitle } from './feed-helpers';
import {
  expectNoticeAt,
  newModerator,
  reportedItem,
  signInAsModerator,
  waitForNotificationTitled,
} from './moderation-helpers';
import { tokenOf } from './notifications-helpers';

/** The status a write of `token`'s account gets (an empty post: 400 while it may write, 403 while restricted). */
async function writeStatus(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.post(`${E2E_API_URL}${FEED_PATHS.publicPosts}`, {
    headers: { authorization: `Bearer ${token}` },
    data: {},
  });
  return response.status();
}

test.describe('restricting the author of an anonymous post', () => {
  test('a moderator restricts the author of a reported anonymous post without ever seeing the name; the author cannot post until the moderator lifts it', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(240_000);
    const [reporter, moderator] = await Promise.all([
      createVerifiedStudent(request, { name: 'Rohan Reporter', ...IIT_BOMBAY }),
      newModerator(request),
    ]);

    // The author: a brand-new address through the real sign-up, posting anonymously on Home.
    await signUpAsVerifiedStudent(page, request, { name: 'Anika Author' });
    await page.goto('/dashboard?tab=HOME');
    const title = uniqueTitle('Everyone in hostel 4 is a thief');
    await page.getByRole('button', { name: 'Create Post' }).click();
    let form = page.getByRole('dialog', { name: 'Create Post' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Content' }).fill('Names below, you know who you are.');
    await form.getByRole('switch', { name: 'Post anonymously' }).check();
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(form).toBeHidden();
    const authorToken = await tokenOf(page);

    // Another student reports it from the post's details.
    const reporterPage = await (await browser.newContext()).newPage();
    await openSignedIn(reporterPage, reporter, '/dashboard?tab=HOME');
    const reported = reporterPage.getByRole('feed').getByRole('article', { name: title });
    await expect(reported).toContainText('Anonymous');
    await reported.getByRole('button', { name: title }).click();
    const details = reporterPage.getByRole('dialog', { name: 'Post Details' });
    await details.getByRole('button', { name: REPORT_TEXTS.open }).click();
    const report = reporterPage.getByRole('dialog', { name: REPORT_TEXTS.titles.post });
    await report.getByRole('radio', { name: REPORT_REASON_LABELS.harassment }).check();
    await report.getByRole('textbox', { name: REPORT_TEXTS.note }).fill('Accuses people by name.');
    await report.getByRole('button', { name: REPORT_TEXTS.submit }).click();
    await expect(reporterPage.getByText(MODERATION_MESSAGES.reportReceived)).toBeVisible();

    // The moderator finds it on the Posts desk: 'Anonymous', never the author's name.
    const moderatorPage = await (await browser.newContext()).newPage();
    await signInAsModerator(moderatorPage, request, moderator);
    await moderatorPage.getByRole('tab', { name: 'Posts' }).click();
    const card = reportedItem(moderatorPage, title);
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card.getByText(`${T.by} ${T.anonymous}`)).toBeVisible();
    await expect(card.getByText('Accuses people by name.')).toBeVisible();
    await expect(moderatorPage.getByRole('main')).not.toContainText('Anika');
    await card.getByRole('button', { name: T.restrictAuthor }).click();
    const restrict = card.getByRole('form', { name: T.restrictAuthor });
    await restrict.getByRole('spinbutton', { name: T.restrictHours }).fill('24');
    await restrict.getByRole('textbox', { name: T.restrictReason }).fill('Naming and shaming');
    await restrict.getByRole('button', { name: T.restrictSubmit }).click();
    await expect(moderatorPage.getByText(T.restricted(24))).toBeVisible();
    await expect(moderatorPage.getByRole('main')).not.toContainText('Anika');

    // The author is refused with spec §8's 'Account Restricted' text (within seconds), reading still works.
    await expect.poll(() => writeStatus(request, authorToken), { timeout: 15_000 }).toBe(403);
    await page.getByRole('button', { name: 'Create Post' }).click();
    form = page.getByRole('dialog', { name: 'Create Post' });
    await form.getByRole('textbox', { name: 'Title' }).fill(`${title} again`);
    await form.getByRole('textbox', { name: 'Content' }).fill('You cannot stop me.');
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(form.getByText(MODERATION_MESSAGES.accountRestricted)).toBeVisible();
    await expect(page.getByRole('feed').getByRole('article', { name: title })).toBeVisible();

    // The author was told 'Account Restricted' (the spec's /account/blocked opens the notice).
    const notice = await waitForNotificationTitled(
      request,
      authorToken,
      MODERATION_NOTIFICATION_TEXTS.accountRestricted.title,
    );
    expect(notice.targetUrl).toBe(ACCOUNT_RESTRICTED_NOTICE_PATH);
    const noticePage = await page.context().newPage();
    await expectNoticeAt(
      noticePage,
      ACCOUNT_RESTRICTED_NOTICE_PATH,
      MODERATION_NOTIFICATION_TEXTS.accountRestricted.title,
      MODERATION_MESSAGES.accountRestricted,
    );
    await noticePage.close();

    // The moderator lifts it from the same card; the author posts again.
    await card.getByRole('textbox', { name: T.reason }).fill('Apologised to the hostel');
    await card.getByRole('button', { name: T.liftRestriction }).click();
    await expect(moderatorPage.getByText(T.lifted)).toBeVisible();
    await expect.poll(() => writeStatus(request, authorToken), { timeout: 15_000 }).toBe(400);
    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(form).toBeHidden();
    await expect(page.getByRole('feed').getByRole('article', { name: `${title} again` })).toBeVisible();
  });
});
