import { RATING_MESSAGES } from '@campusloop/contracts';
import { expect, test } from '@playwright/test';
import { createVerifiedStudent, openSignedIn } from '../support/accounts';
import { IIT_BOMBAY, signUpAsVerifiedStudent } from '../support/identity-ui';
import { IIT_DELHI, createHighSchoolStudent, rateByApi, setScores, summaryByApi } from './reviews-helpers';

test.describe('University Reviews', () => {
  test('a high-school user searches with the keyboard and reads a university’s reviews and aggregate', async ({ page, request }) => {
    const rater = await createVerifiedStudent(request, { name: 'Delhi Rater', universityName: IIT_DELHI, domain: 'iitd.ac.in' });
    const title = `Labs open late ${Date.now().toString(36)}`;
    await rateByApi(request, rater, { academics: 5, placements: 4, campusLife: 4, hostel: 3, title, body: 'Great research exposure.' });

    const pupil = await createHighSchoolStudent(request, 'Hema Highschool');
    await openSignedIn(page, pupil, '/dashboard?tab=UNIVERSITY_REVIEWS');
    await expect(page.getByRole('heading', { level: 2, name: 'University Reviews' })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('heading', { name: RATING_MESSAGES.searchPlaceholder })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Rate University' })).toHaveCount(0);

    const search = page.getByRole('combobox', { name: 'Search for a University' });
    await search.click();
    await page.keyboard.type('technology delhi');
    const options = page.getByRole('option');
    await expect(options.first()).toBeVisible();
    expect(await options.count()).toBeLessThanOrEqual(10);
    await expect(page.getByRole('option', { name: IIT_DELHI })).toBeVisible();
    await expect(page.getByRole('option', { name: IIT_DELHI }).locator('mark')).toHaveText('Technology Delhi');
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('option', { name: IIT_DELHI })).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Enter');

    const details = page.getByRole('article', { name: IIT_DELHI });
    await expect(details.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(details.getByText('Hauz Khas, New Delhi, Delhi 110016, India')).toBeVisible();
    await expect(details.getByRole('link', { name: 'View full map' })).toHaveAttribute('target', '_blank');

    await details.getByRole('tab', { name: 'Reviews & Ratings' }).click();
    await expect(details.getByRole('article', { name: title })).toBeVisible();
    await expect(details.getByRole('article', { name: title })).toContainText('Delhi Rater');
    const summary = await summaryByApi(request, pupil, rater.universityId);
    await expect(details.getByLabel(`Overall rating ${(summary.overall ?? 0).toFixed(1)} out of 5`)).toBeVisible();

    // Escape closes the suggestions without picking.
    await search.fill('indian');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('option')).toHaveCount(0);
  });

  test('a brand-new student verifies their university, rates it, sees the aggregate change, edits, and is refused a second rating', async ({
    page,
    request,
  }) => {
    const { universityEmail } = await signUpAsVerifiedStudent(page, request, {
      name: 'Ravi Rater',
      whileUnverified: async () => {
        await page.goto('/dashboard?tab=UNIVERSITY_REVIEWS');
        await expect(page.getByText(RATING_MESSAGES.verifyToRate)).toBeVisible({ timeout: 30_000 });
        await expect(page.getByRole('button', { name: 'Rate University' })).toHaveCount(0);
      },
    });
    await page.getByRole('tab', { name: 'University Reviews' }).click();
    await expect(page.getByRole('button', { name: 'My Ratings' })).toBeVisible({ timeout: 30_000 });

    // The aggregate before, read as the app reads it.
    const token = await page.evaluate(() => window.localStorage.getItem('accessToken'));
    const session = { accessToken: token ?? '', refreshToken: '', email: universityEmail };
    const universityId = await page.evaluate(async () => {
      const response = await fetch('/api/v1/universities');
      const list = (await response.json()) as Array<{ id: string; name: string }>;
      return list.find((u) => u.name === 'Indian Institute of Technology Bombay')?.id ?? '';
    });
    const before = await summaryByApi(request, session, universityId);

    await page.getByRole('button', { name: 'Rate University' }).click();
    const dialog = page.getByRole('dialog', { name: `Rate ${IIT_BOMBAY}` });
    const submit = dialog.getByRole('button', { name: 'Submit Rating' });
    await expect(submit).toBeDisabled();
    await setScores(page, { academics: 5, placements: 5, campusLife: 5, hostel: 5 });
    await expect(submit).toBeEnabled();
    await dialog.getByLabel('Review title (optional)').fill('Ravi says: loved it');
    await submit.click();
    await expect(dialog).toHaveCount(0);

    // The app shows their university; its aggregate now counts the new rating.
    const details = page.getByRole('article', { name: IIT_BOMBAY });
    await details.getByRole('tab', { name: 'Reviews & Ratings' }).click();
    const count = before.count + 1;
    await expect(details.getByText(`${count} ${count === 1 ? 'rating' : 'ratings'}`, { exact: true })).toBeVisible();
    const after = await summaryByApi(request, session, universityId);
    expect(after.count).toBe(count);
    await expect(details.getByLabel(`Overall rating ${(after.overall ?? 0).toFixed(1)} out of 5`)).toBeVisible();
    await expect(details.getByRole('article', { name: 'Ravi says: loved it' })).toBeVisible();

    // Edit from My University Ratings.
    await page.getByRole('button', { name: 'My Ratings' }).click();
    const mine = page.getByRole('region', { name: 'My University Ratings' });
    await mine.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Rating' });
    await edit.getByLabel('Hostel: 2 out of 5').check({ force: true });
    await edit.getByLabel('Review title (optional)').fill('Ravi says: hostel could be better');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toHaveCount(0);
    await expect(mine.getByRole('article', { name: 'Ravi says: hostel could be better' })).toContainText('Hostel: 2/5');
    const edited = await summaryByApi(request, session, universityId);
    expect(edited.count).toBe(count);

    // A second rating within 6 months is refused with the spec's text.
    await page.getByRole('button', { name: 'Rate University' }).click();
    const again = page.getByRole('dialog', { name: `Rate ${IIT_BOMBAY}` });
    await setScores(page, { academics: 1, placements: 1, campusLife: 1, hostel: 1 });
    await again.getByRole('button', { name: 'Submit Rating' }).click();
    await expect(again.getByRole('alert')).toHaveText(RATING_MESSAGES.alreadyRated);
    expect((await summaryByApi(request, session, universityId)).count).toBe(count);
  });
});
