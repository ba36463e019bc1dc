import { FEED_PATHS, MODERATION_MESSAGES, REPORT_REASON_LABELS, REPORT_TEXTS, fillPath } from '@campusloop/contracts';
import { expect, test, type Page } from '@playwright/test';
import { createVerifiedStudent, type Session } from '../support/accounts';
import { E2E_API_URL } from '../support/e2e-env';
import { signUpAsVerifiedStudent } from '../support/identity-ui';
import { IIT_BOMBAY, IIT_DELHI, campusList, communityStatus, openCommunities, uniqueTitle } from './communities-helpers';

/** A toast (role status/alert) with exactly this text. */
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();

/** The access token the app keeps for the signed-in user (after the UI sign-up). */
async function sessionOf(page: Page, email: string): Promise<Session> {
  const accessToken = await page.evaluate(() => window.localStorage.getItem('accessToken') ?? '');
  return { accessToken, refreshToken: '', email };
}

test.describe('communities: two students of one university and one of another', () => {
  test('a new student creates a campus community the other university cannot see; a classmate joins, posts and leaves; the owner edits and deletes it', async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const name = uniqueTitle('Chess Circle');
    const postTitle = uniqueTitle('First move');

    // A brand-new address: real sign-up, university profile and university e-mail verification.
    const { email } = await signUpAsVerifiedStudent(page, request, { name: 'Asha Owner' });
    await page.getByRole('tab', { name: 'Communities', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Communities' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('tab', { name: 'Campus Communities' })).toBeVisible();

    // Create a campus community through the form.
    await page.getByRole('tab', { name: 'My Communities' }).click();
    await expect(page.getByText("You haven't created any communities")).toBeVisible();
    await expect(page.getByText('Start building your community today!')).toBeVisible();
    await page.getByRole('button', { name: 'Create Community' }).click();
    const form = page.getByRole('dialog', { name: 'Create Community' });
    const submit = form.getByRole('button', { name: 'Create Community' });
    await expect(submit).toBeDisabled();
    await form.getByLabel('Community Name').fill(name);
    await form.getByLabel('Description').fill('Weekly blitz and puzzles for the campus.');
    await form.getByRole('radio', { name: 'University' }).check();
    await submit.click();
    await expect(toast(page, 'Community created successfully!')).toBeVisible();
    const myCard = page.getByRole('article', { name });
    await expect(myCard.getByText('University', { exact: true })).toBeVisible();
    await expect(myCard.getByText('1 member')).toBeVisible();
    await expect(myCard.getByRole('button', { name: `Edit ${name}` })).toBeVisible();
    const owner = await sessionOf(page, email);

    // The other university's student cannot see it, nor its university's list.
    const classmate = await createVerifiedStudent(request, { name: 'Ravi Classmate', ...IIT_BOMBAY });
    const outsider = await createVerifiedStudent(request, { name: 'Dev Delhi', ...IIT_DELHI });
    const listed = await campusList(request, classmate.universityId, classmate);
    expect(listed.names).toContain(name);
    const id = await myCard.getAttribute('data-community-id');
    expect(id).toBeTruthy();
    // Another campus's community answers like an unknown id (issue 34, finding 5).
    expect(await communityStatus(request, id as string, outsider)).toBe(404);
    expect((await campusList(request, classmate.universityId, outsider)).status).toBe(403);
    expect((await campusList(request, outsider.universityId, outsider)).names).not.toContain(name);

    // The classmate finds it under Campus Communities; its feed asks them to join first.
    const context = await browser.newContext();
    const other = await context.newPage();
    await openCommunities(other, classmate);
    await other.getByRole('tab', { name: 'Campus Communities' }).click();
    await other.getByRole('button', { name: `View ${name}` }).click();
    await expect(other.getByRole('heading', { level: 2, name })).toBeVisible();
    await other.getByRole('button', { name: 'Join Community' }).click({ timeout: 30_000 });
    await expect(toast(other, 'Joined community successfully!')).toBeVisible();
    await expect(other.getByText('Be the first to share something in this community!')).toBeVisible({ timeout: 15_000 });
    await other.getByRole('button', { name: 'Create First Post' }).click();
    const postForm = other.getByRole('dialog', { name: 'Create Post' });
    await postForm.getByRole('textbox', { name: 'Title' }).fill(postTitle);
    await postForm.getByRole('textbox', { name: 'Content' }).fill('Anyone up for a game after class?');
    await postForm.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(postForm).toBeHidden();
    const post = other.getByRole('feed').getByRole('article', { name: postTitle });
    await expect(post).toBeVisible();

    // Details: a member, with the count; leaving takes them out again.
    await other.getByRole('tab', { name: 'Details', exact: true }).click();
    await expect(other.getByText('You are a member')).toBeVisible();
    // 'Report Community' (issue 28): a member reports it with a reason and is told it was received.
    await other.getByRole('button', { name: 'Report Community' }).click();
    const report = other.getByRole('dialog', { name: REPORT_TEXTS.titles.community });
    await report.getByRole('radio', { name: REPORT_REASON_LABELS.spam }).click();
    await report.getByRole('button', { name: REPORT_TEXTS.submit }).click();
    await expect(other.getByText(MODERATION_MESSAGES.reportReceived)).toBeVisible();
    await expect(report).toBeHidden();
    await other.getByRole('tab', { name: 'Settings', exact: true }).click();
    await expect(other.getByText("Access Denied: You don't have permission to access community settings.")).toBeVisible();
    await other.getByRole('tab', { name: 'Details', exact: true }).click();
    await other.getByRole('button', { name: 'Leave Community' }).click();
    await expect(toast(other, 'Left community successfully!')).toBeVisible();
    await expect(other.getByRole('button', { name: 'Join Community' })).toBeVisible();
    const postsResponse = await request.get(
      `${E2E_API_URL}${fillPath(FEED_PATHS.campusCommunityPosts, { universityId: classmate.universityId, communityId: id as string })}`,
      { headers: { authorization: `Bearer ${owner.accessToken}` } },
    );
    const postId = ((await postsResponse.json()) as { content: Array<{ id: string; title: string }> }).content.find((p) => p.title === postTitle)?.id;
    expect(postId).toBeTruthy();
    await context.close();

    // The owner edits the description (the type stays locked), then deletes it.
    await myCard.getByRole('button', { name: `View ${name}` }).click();
    await page.getByRole('tab', { name: 'Settings', exact: true }).click();
    await page.getByRole('button', { name: 'Edit Community Details' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Community' });
    await expect(edit.getByRole('radio', { name: 'University' })).toBeDisabled();
    await edit.getByLabel('Description').fill('Blitz, puzzles and a monthly tournament.');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page, 'Community updated successfully!')).toBeVisible();
    await page.getByRole('tab', { name: 'Details', exact: true }).click();
    await expect(page.getByText('Blitz, puzzles and a monthly tournament.')).toBeVisible();
    await page.getByRole('tab', { name: 'Settings', exact: true }).click();
    await page.getByRole('button', { name: 'Delete Community' }).click();
    await page.getByRole('alertdialog', { name: 'Delete Community' }).getByRole('button', { name: 'Delete Community' }).click();
    await expect(toast(page, 'Community deleted successfully!')).toBeVisible();
    await expect(page.getByRole('article', { name })).toHaveCount(0);
    expect(await communityStatus(request, id as string, owner)).toBe(404);
    // The feed removes its posts (the communities outbox tells it).
    await expect
      .poll(
        async () =>
          (
            await request.get(`${E2E_API_URL}${fillPath(FEED_PATHS.post, { postId: postId as string })}`, {
              headers: { authorization: `Bearer ${owner.accessToken}` },
            })
          ).status(),
        { timeout: 15_000 },
      )
      .toBe(404);
  });
});
