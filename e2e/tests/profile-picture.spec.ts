import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { openSignedIn, signInByApi } from '../support/accounts';

/** A small real PNG (media re-encodes uploads, so it must decode). */
async function tinyPng(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 67, g: 56, b: 202 } } }).png().toBuffer();
}

test.describe('profile picture', () => {
  test('a user uploads a picture, saves, and sees it on the profile and the navbar avatar; removing it brings the initial back', async ({ page, request }) => {
    const session = await signInByApi(request);
    await request.patch('/api/v1/users/me', { headers: { authorization: `Bearer ${session.accessToken}` }, data: { name: 'Priya Nair', gender: 'FEMALE', audience: 'OTHER' } });
    await openSignedIn(page, session, '/profile');

    await page.getByLabel('Choose Picture').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await tinyPng() });
    await page.getByRole('button', { name: 'Upload Images' }).click();
    await expect(page.getByText('✓ Uploaded')).toBeVisible();
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your profile has been updated!' })).toBeVisible();

    const picture = page.getByRole('img', { name: 'Profile picture' });
    await expect(picture).toHaveAttribute('src', /\/api\/v1\/media\/profile\/[A-Za-z0-9_]{11}\.(png|webp|jpg)$/);
    const src = await picture.getAttribute('src');
    await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBeGreaterThan(0);
    const avatar = page.locator('header').getByRole('button', { name: 'Priya Nair' }).locator('img');
    await expect(avatar).toHaveAttribute('src', src ?? '');

    // Still there after a reload (it is the stored user, not local state).
    await page.reload();
    await expect(page.getByRole('img', { name: 'Profile picture' })).toHaveAttribute('src', src ?? '');

    await page.getByRole('button', { name: 'Remove Picture' }).click();
    await page.getByRole('button', { name: 'Undo Remove' }).click();
    await page.getByRole('button', { name: 'Remove Picture' }).click();
    await page.getByRole('button', { name: 'Save Profile' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your profile has been updated!' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Profile picture' })).toHaveText('P');
  });
});
