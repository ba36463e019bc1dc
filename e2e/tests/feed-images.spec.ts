import { expect, test } from '@playwright/test';
import { createVerifiedStudent, openSignedIn } from '../support/accounts';
import { IIT_BOMBAY, pngFile, uniqueTitle } from './feed-helpers';

test.describe('post images', () => {
  test('when a student attaches three images, then the post shows them; a fourth is refused with the spec message', async ({
    page,
    request,
  }) => {
    const asha = await createVerifiedStudent(request, { name: 'Asha Photos', ...IIT_BOMBAY });
    const title = uniqueTitle('Fest photos');
    await openSignedIn(page, asha, '/dashboard?tab=HOME');

    await page.getByRole('button', { name: 'Create Post' }).click();
    const form = page.getByRole('dialog', { name: 'Create Post' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Content' }).fill('Three from the main stage.');
    const picker = form.getByLabel('Choose Images');
    await picker.setInputFiles([pngFile('stage-1.png'), pngFile('stage-2.png'), pngFile('stage-3.png')]);
    await form.getByRole('button', { name: 'Upload Images' }).click();
    await expect(form.getByText('✓ Uploaded')).toHaveCount(3);
    // Uploaded images fix the anonymity they were uploaded with.
    await expect(form.getByRole('switch', { name: 'Post anonymously' })).toBeDisabled();
    await expect(form.getByText('Remove and re-upload images to change anonymous status')).toBeVisible();

    await picker.setInputFiles([pngFile('stage-4.png')]);
    await expect(form.getByRole('alert')).toHaveText('Maximum 3 image(s) allowed for POST');
    await expect(form.getByRole('list', { name: 'Selected images' }).getByRole('listitem')).toHaveCount(3);

    await form.getByRole('button', { name: 'Post', exact: true }).click();
    await expect(form).toBeHidden();

    const card = page.getByRole('feed').getByRole('article', { name: title });
    const gallery = card.getByRole('group', { name: `Images of ${title}` });
    await expect(gallery.getByRole('button')).toHaveCount(3);
    await expect(gallery.getByRole('img')).toHaveCount(3);
    for (const image of await gallery.getByRole('img').all()) {
      await expect
        .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
    }
    await gallery.getByRole('button', { name: 'Open image 2 of 3' }).click();
    const viewer = page.getByRole('dialog', { name: 'Image viewer' });
    await expect(viewer).toContainText('2 / 3');
    await page.keyboard.press('Escape');
    await expect(viewer).toBeHidden();
  });
});
