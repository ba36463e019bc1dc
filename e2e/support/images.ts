import { expect, type Locator } from '@playwright/test';

/**
 * Waits until the `<img>` behind `image` has loaded real pixels (`complete` and `naturalWidth > 0`).
 * A 404 or an undecodable answer leaves `naturalWidth` at 0 (or swaps in a fallback), so this is what a
 * student would call "the picture shows".
 */
export async function expectImageRendered(image: Locator): Promise<void> {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).complete && (element as HTMLImageElement).naturalWidth), {
      message: 'the image loads and decodes',
    })
    .toBeGreaterThan(0);
}
