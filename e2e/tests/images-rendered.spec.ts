import { expect, test, type Page } from '@playwright/test';
import { createVerifiedStudent, openSignedIn } from '../support/accounts';
import { expectImageRendered } from '../support/images';
import { IIT_BOMBAY, istInput, openEventDetails, pngFile, uniqueTitle } from './events-helpers';

/** The Events tab of the already signed-in app (a fresh load, so the list comes from the server). */
async function showEventsTab(page: Page): Promise<void> {
  await page.goto('/dashboard?tab=EVENTS');
  await expect(page.getByRole('heading', { level: 2, name: 'Campus Events' })).toBeVisible({ timeout: 30_000 });
}

/**
 * Issue 17: on `npm start` (data under `.data/`) every uploaded image answered 404. The e2e stack keeps
 * its data under a `.data` folder like `npm start` does, and this journey looks at each place a student
 * sees an uploaded image: the avatar, a post in the feed and its details, an event's cover.
 */
test.describe('uploaded images are rendered', () => {
  test('when a student uploads a profile picture, a post image and an event cover, then each shows on the page', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const meera = await createVerifiedStudent(request, { name: 'Meera Pixel', ...IIT_BOMBAY });

    // Profile picture: on the profile page and as the navbar avatar.
    await openSignedIn(page, meera, '/profile');
    await page.getByLabel('Choose Picture').setInputFiles(pngFile('me.png'));
    await page.getByRole('button', { name: 'Upload Images' }).click();
    await expect(page.getByText('✓ Uploaded')).toBeVisible();
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your profile has been updated!' })).toBeVisible();
    const picture = page.getByRole('img', { name: 'Profile picture' });
    await expect(picture).toHaveAttribute('src', /\/api\/v1\/media\/profile\//);
    await expectImageRendered(picture);
    await expectImageRendered(page.locator('header').getByRole('button', { name: 'Meera Pixel' }).locator('img'));

    // A post with an image: in the feed card and in Post Details.
    const postTitle = uniqueTitle('Sunset from the hostel roof');
    await page.goto('/dashboard?tab=HOME');
    await page.getByRole('button', { name: 'Create Post' }).click();
    const postForm = page.getByRole('dialog', { name: 'Create Post' });
    await postForm.getByRole('textbox', { name: 'Title' }).fill(postTitle);
    await postForm.getByRole('textbox', { name: 'Content' }).fill('Taken at 6.');
    await postForm.getByLabel('Choose Images').setInputFiles([pngFile('sunset.png')]);
    await postForm.getByRole('button', { name: 'Upload Images' }).click();
    await expect(postForm.getByText('✓ Uploaded')).toBeVisible();
    await postForm.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(postForm).toBeHidden();
    const card = page.getByRole('feed').getByRole('article', { name: postTitle });
    await expectImageRendered(card.getByRole('group', { name: `Images of ${postTitle}` }).getByRole('img'));
    await card.getByRole('button', { name: postTitle }).click();
    const postDetails = page.getByRole('dialog', { name: 'Post Details' });
    await expect(postDetails.getByRole('heading', { name: postTitle })).toBeVisible();
    await expectImageRendered(postDetails.getByRole('group', { name: `Images of ${postTitle}` }).getByRole('img'));
    await page.keyboard.press('Escape');
    await expect(postDetails).toBeHidden();

    // An event cover: on the card and in Event Details.
    const eventTitle = uniqueTitle('Night sky photo walk');
    await showEventsTab(page);
    await page.getByRole('button', { name: 'Create Event' }).click();
    const eventForm = page.getByRole('dialog', { name: 'Create New Event' });
    await eventForm.getByRole('textbox', { name: 'Title' }).fill(eventTitle);
    await eventForm.getByRole('textbox', { name: 'Description' }).fill('Bring a tripod.');
    await eventForm.getByRole('textbox', { name: 'Location' }).fill('Open Air Theatre');
    await eventForm.getByLabel('Start Date & Time (IST)').fill(istInput(4, '20:00'));
    await eventForm.getByLabel('End Date & Time (IST)').fill(istInput(4, '22:00'));
    await eventForm.getByLabel('Choose Cover').setInputFiles([pngFile('cover.png')]);
    await eventForm.getByRole('button', { name: 'Upload Images' }).click();
    await expect(eventForm.getByText('✓ Uploaded')).toBeVisible();
    await eventForm.getByRole('button', { name: 'Create Event' }).click();
    await expect(eventForm).toBeHidden();
    const eventDetails = page.getByRole('dialog', { name: 'Event Details' });
    await expectImageRendered(eventDetails.getByRole('img', { name: `Cover of ${eventTitle}` }));
    await page.keyboard.press('Escape');
    await expect(eventDetails).toBeHidden();
    await showEventsTab(page);
    await expectImageRendered(
      page.getByRole('article', { name: eventTitle }).getByRole('img', { name: `Cover of ${eventTitle}` }),
    );
    await expectImageRendered((await openEventDetails(page, eventTitle)).getByRole('img', { name: `Cover of ${eventTitle}` }));
  });
});
