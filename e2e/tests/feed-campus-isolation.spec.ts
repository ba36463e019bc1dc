import { expect, test, type Page } from '@playwright/test';
import { createVerifiedStudent, openSignedIn } from '../support/accounts';
import { E2E_API_URL } from '../support/e2e-env';
import { IIT_BOMBAY, IIT_DELHI, uniqueTitle } from './feed-helpers';

async function postOnCampus(page: Page, title: string) {
  await page.getByRole('button', { name: 'Create Post' }).click();
  const form = page.getByRole('dialog', { name: 'Create Post' });
  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Content' }).fill('Only for our campus.');
  await form.getByRole('button', { name: 'Post', exact: true }).click();
  await expect(form).toBeHidden();
  await expect(page.getByRole('feed').getByRole('article', { name: title })).toBeVisible();
}

test.describe('Campus Buzz', () => {
  test('when students of two universities post on their campus, then neither ever sees the other’s posts', async ({
    browser,
    request,
  }) => {
    const bombay = await createVerifiedStudent(request, { name: 'Bina Bombay', ...IIT_BOMBAY });
    const delhi = await createVerifiedStudent(request, { name: 'Dev Delhi', ...IIT_DELHI });
    const bombayTitle = uniqueTitle('Powai lake cleanup');
    const delhiTitle = uniqueTitle('Hauz Khas hackathon');

    const bombayPage = await (await browser.newContext()).newPage();
    await openSignedIn(bombayPage, bombay, '/dashboard?tab=CAMPUS_BUZZ');
    await expect(bombayPage.getByRole('heading', { name: 'Campus Buzz' })).toBeVisible();
    await expect(
      bombayPage.getByRole('button', { name: 'Who can see Campus Buzz' }),
    ).toHaveAccessibleDescription('Accessible to verified students of Indian Institute of Technology Bombay');
    await postOnCampus(bombayPage, bombayTitle);

    const delhiPage = await (await browser.newContext()).newPage();
    await openSignedIn(delhiPage, delhi, '/dashboard?tab=CAMPUS_BUZZ');
    await postOnCampus(delhiPage, delhiTitle);
    await expect(delhiPage.getByRole('article', { name: bombayTitle })).toHaveCount(0);

    await bombayPage.reload();
    await expect(bombayPage.getByRole('feed').getByRole('article', { name: bombayTitle })).toBeVisible();
    await expect(bombayPage.getByRole('article', { name: delhiTitle })).toHaveCount(0);

    // Nor through the API: another university's campus feed is refused.
    const peek = await request.get(
      `${E2E_API_URL}/feed/universities/${bombay.universityId}/posts?page=0&size=20`,
      {
        headers: { authorization: `Bearer ${delhi.accessToken}` },
      },
    );
    expect(peek.status()).toBe(403);
    // And the public feed does not carry campus posts.
    await delhiPage.goto('/dashboard?tab=HOME');
    await expect(delhiPage.getByRole('heading', { name: 'My Public Feed' })).toBeVisible();
    await expect(delhiPage.getByRole('article', { name: bombayTitle })).toHaveCount(0);
    await expect(delhiPage.getByRole('article', { name: delhiTitle })).toHaveCount(0);
  });
});
