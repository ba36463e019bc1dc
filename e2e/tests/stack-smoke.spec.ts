import { expect, test } from '@playwright/test';

test.describe('the composed stack', () => {
  test('when a visitor opens the app, then the shell renders the landing page', async ({ page }) => {
    await page.goto('/');
    const control = (name: string) => page.getByRole('button', { name }).or(page.getByRole('link', { name })).first();
    await expect(control('Sign Up / Sign In')).toBeVisible();
    await expect(control('Join Now')).toBeVisible();
    await control('Join Now').click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('when a caller asks the API through the gateway, then it answers with the universities list', async ({ request }) => {
    const response = await request.get('/api/v1/universities');
    expect(response.status()).toBe(200);
    const universities = (await response.json()) as Array<{ id: string; name: string }>;
    expect(universities.length).toBeGreaterThan(0);
    expect(universities[0]?.id).toMatch(/^[A-Za-z0-9_]{11}$/);
  });

  test('when a path is unknown to the API, then the gateway answers 404 in the error shape', async ({ request }) => {
    const response = await request.get('/api/v1/no-such-thing');
    expect(response.status()).toBe(404);
    expect(await response.json()).toMatchObject({ status: 404, code: expect.any(String), message: expect.any(String) });
  });

  test('when a browser asks for an internal route, then the gateway never exposes it', async ({ request }) => {
    const response = await request.get('/internal/jwks');
    expect(response.status()).toBe(404);
  });
});
