import { expect, test } from '@playwright/test';

type Document = { paths: Record<string, Record<string, { operationId: string; tags: string[] }>> };

test.describe('the API reference', () => {
  test('when a developer opens /api/docs, then every route of identity, media, feed and events is listed, served from the gateway alone', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000); // Swagger UI's 1.5 MB bundle parses slowly on a busy 2-core machine
    const doc = (await (await request.get('/api/v1/openapi.json')).json()) as Document;
    const operations = Object.values(doc.paths).flatMap((item) => Object.values(item));
    const elsewhere: string[] = [];
    page.on('request', (sent) => {
      if (!sent.url().startsWith(baseURL ?? '') && !sent.url().startsWith('data:'))
        elsewhere.push(sent.url());
    });

    await page.goto('/api/docs');
    await expect(page.locator('.opblock-tag-section').first()).toBeVisible({ timeout: 60_000 });

    for (const vertical of ['identity', 'media', 'feed', 'events']) {
      await expect(
        page.locator('.opblock-tag-section h3').filter({ hasText: new RegExp(`^${vertical}$`) }),
      ).toBeVisible();
    }
    for (const [method, path] of [
      ['post', '/api/v1/auth/request-otp'],
      ['post', '/api/v1/uploads/presign'],
      ['get', '/api/v1/feed/public/posts'],
      ['post', '/api/v1/universities/{universityId}/events/{eventId}/rsvp'],
    ]) {
      await expect(
        page.locator(`.opblock-${method} .opblock-summary-path[data-path="${path}"]`),
      ).toBeVisible();
    }
    await expect(page.locator('.opblock')).toHaveCount(operations.length);
    expect(operations.length).toBeGreaterThan(50);
    expect(elsewhere).toEqual([]);
  });
});
