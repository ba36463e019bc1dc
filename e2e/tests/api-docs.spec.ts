import { expect, test, type Page } from '@playwright/test';

type Document = { paths: Record<string, Record<string, { operationId: string; tags: string[] }>> };

/** What the page shows now: the operations ("post /api/v1/…") and the tag headings rendered. */
const shown = (page: Page) =>
  page.evaluate(() => ({
    operations: [...document.querySelectorAll('.opblock')].map((block) => {
      const method = [...block.classList].find((name) => name.startsWith('opblock-') && name !== 'opblock-deprecated');
      return `${method?.slice('opblock-'.length)} ${block.querySelector('.opblock-summary-path')?.getAttribute('data-path')}`;
    }),
    tags: [...document.querySelectorAll('h3.opblock-tag')].map((heading) => heading.getAttribute('data-tag') ?? ''),
    atEnd: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
  }));

/**
 * Every operation and tag a reader meets scrolling the page from top to bottom. Swagger UI renders a long
 * document (150 operations and more) as a virtual list, only the rows in view, so the page is read as a
 * reader reads it: scrolled through.
 */
async function readWholePage(page: Page): Promise<{ operations: Set<string>; tags: Set<string> }> {
  const operations = new Set<string>();
  const tags = new Set<string>();
  for (let step = 0; step < 2_000; step += 1) {
    const now = await shown(page);
    now.operations.forEach((operation) => operations.add(operation));
    now.tags.forEach((tag) => tags.add(tag));
    if (now.atEnd) break;
    // Less than a screen at a time, then two frames: the virtual list renders the rows now in view before
    // they are read (no fixed wait, so a busy machine only makes it slower).
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          window.scrollBy(0, Math.floor(window.innerHeight / 2));
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }),
    );
  }
  return { operations, tags };
}

test.describe('the API reference', () => {
  test('when a developer opens /api/docs, then every route of every service is listed, served from the gateway alone', async ({
    page,
    request,
    baseURL,
  }) => {
    test.setTimeout(180_000); // Swagger UI's 1.5 MB bundle parses slowly on a busy 2-core machine
    const doc = (await (await request.get('/api/v1/openapi.json')).json()) as Document;
    const operations = Object.entries(doc.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`));
    const elsewhere: string[] = [];
    page.on('request', (sent) => {
      if (!sent.url().startsWith(baseURL ?? '') && !sent.url().startsWith('data:'))
        elsewhere.push(sent.url());
    });

    await page.goto('/api/docs');
    await expect(page.locator('.opblock').first()).toBeVisible({ timeout: 60_000 });
    const read = await readWholePage(page);

    for (const vertical of ['identity', 'media', 'feed', 'events', 'communities', 'marketplace', 'reviews', 'notifications', 'referrals']) {
      expect(read.tags).toContain(vertical);
    }
    for (const operation of [
      'post /api/v1/auth/request-otp',
      'post /api/v1/uploads/presign',
      'get /api/v1/feed/public/posts',
      'post /api/v1/universities/{universityId}/events/{eventId}/rsvp',
    ]) {
      expect(read.operations).toContain(operation);
    }
    expect([...read.operations].sort()).toEqual([...operations].sort());
    expect(operations.length).toBeGreaterThan(50);
    expect(elsewhere).toEqual([]);
  });
});
