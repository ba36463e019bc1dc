import { expect, test, type Page } from '@playwright/test';
import { createVerifiedStudent, openSignedIn, signInByApi, uniqueEmail } from '../support/accounts';
import { E2E_API_URL } from '../support/e2e-env';
import { signInThroughUi } from '../support/identity-ui';
import { IIT_BOMBAY, uniqueTitle } from './feed-helpers';

/** Create Post on Home through the dialog, as a person does; the dialog closes when the post is saved. */
async function postOnHome(page: Page, title: string, { anonymous = false } = {}): Promise<void> {
  await page.getByRole('button', { name: 'Create Post' }).click();
  const form = page.getByRole('dialog', { name: 'Create Post' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Content' }).fill('Hello CampusLoop, this is my first week here.');
  if (anonymous) await form.getByRole('switch', { name: 'Post anonymously' }).check();
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form).toBeHidden();
}

async function saveProfileName(page: Page, name: string): Promise<void> {
  await page.getByLabel('Full Name').fill(name);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your profile has been updated!' })).toBeVisible();
}

test.describe('a newcomer’s first post (issue 9)', () => {
  test('a brand-new high school student signs up, posts on Home under the new name, renames, and old posts follow; anonymity holds', async ({
    page,
    browser,
    request,
  }) => {
    // A long journey (two users, several page loads): three times the usual test time.
    test.slow();
    const suffix = Date.now().toString(36).slice(-5);
    const firstName = `Nia Newcomer ${suffix}`;
    const newName = `Nia Renamed ${suffix}`;
    const title = uniqueTitle('My first post');
    const secretTitle = uniqueTitle('A quiet question');

    // Sign up with the e-mailed code and complete the profile as a high school student.
    await signInThroughUi(page, request, uniqueEmail('nia'));
    await expect(page).toHaveURL(/\/profile$/);
    await page.getByRole('radio', { name: 'High School Student' }).check();
    await page.getByRole('combobox', { name: 'Gender' }).selectOption({ label: 'Prefer not to say' });
    await saveProfileName(page, firstName);

    // Straight to Home and post, with the session the sign-in gave.
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard/);
    await postOnHome(page, title);
    const card = page.getByRole('feed').getByRole('article', { name: title });
    await expect(card).toContainText(firstName);
    await postOnHome(page, secretTitle, { anonymous: true });
    await expect(page.getByRole('feed').getByRole('article', { name: secretTitle })).toContainText(
      '(posted anonymously)',
    );

    // Rename in Profile; after a reload the old post shows the new name.
    await page.goto('/profile');
    await expect(page.getByLabel('Full Name')).toHaveValue(firstName);
    await saveProfileName(page, newName);
    await page.goto('/dashboard?tab=HOME');
    await expect(page.getByRole('feed').getByRole('article', { name: title })).toContainText(newName);
    await page.reload();
    const renamedCard = page.getByRole('feed').getByRole('article', { name: title });
    await expect(renamedCard).toContainText(newName);
    await expect(renamedCard).not.toContainText(firstName);

    // A second user sees the new name on the post, and only 'Anonymous' on the anonymous one.
    const ravi = await createVerifiedStudent(request, { name: 'Ravi Reader', ...IIT_BOMBAY });
    const raviPage = await (await browser.newContext()).newPage();
    await openSignedIn(raviPage, ravi, '/dashboard?tab=HOME');
    // A second browser loads the whole app and its remotes first: give that time on a busy machine.
    await expect(raviPage.getByRole('feed').getByRole('article', { name: title })).toContainText(newName, {
      timeout: 30_000,
    });
    const anonymousCard = raviPage.getByRole('feed').getByRole('article', { name: secretTitle });
    await expect(anonymousCard).toContainText('Anonymous');
    await expect(anonymousCard).not.toContainText('Nia');
    await anonymousCard.getByRole('button', { name: secretTitle }).click();
    const details = raviPage.getByRole('dialog', { name: 'Post Details' });
    await expect(details.getByText('Anonymous', { exact: true })).toBeVisible();
    await expect(details).not.toContainText('Nia');
  });

  test('through the API: the token from before the name existed posts at once after the profile is saved; a nameless one gets a clear 403', async ({
    request,
  }) => {
    const session = await signInByApi(request);
    const auth = { authorization: `Bearer ${session.accessToken}` };
    const post = () =>
      request.post(`${E2E_API_URL}/feed/public/posts`, {
        headers: auth,
        data: { title: uniqueTitle('Before and after'), body: 'Same token throughout.', isAnonymous: false },
      });

    const refused = await post();
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toMatchObject({
      status: 403,
      code: 'PROFILE_INCOMPLETE',
      message: 'Complete your profile to post.',
    });

    const name = `Kabir Token ${Date.now().toString(36).slice(-5)}`;
    const saved = await request.patch(`${E2E_API_URL}/users/me`, {
      headers: auth,
      data: { name, gender: 'MALE', audience: 'HIGH_SCHOOL_STUDENT' },
    });
    expect(saved.status()).toBe(200);

    const created = await post();
    expect(created.status()).toBe(201);
    expect((await created.json()).author).toMatchObject({ name });
  });
});
