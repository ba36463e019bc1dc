import { readFileSync } from 'node:fs';
import path from 'node:path';
import { MAX_IMAGES_PER_CONTEXT, MEDIA_CONTEXTS, PAGE_SIZES } from '@campusloop/contracts';
import verticals from './verticals.cjs';

const ROOT = path.resolve(__dirname, '../..');

describe("a vertical's media contexts, page sizes and demo seed, declared in its manifest entry", () => {
  it('are what @campusloop/contracts exports (MEDIA_CONTEXTS, MAX_IMAGES_PER_CONTEXT, PAGE_SIZES)', () => {
    const { media, pageSizes } = verticals.limitsOf(verticals.manifest);
    expect([...MEDIA_CONTEXTS]).toEqual(Object.keys(media));
    expect(MAX_IMAGES_PER_CONTEXT).toEqual(media);
    expect(PAGE_SIZES).toEqual(pageSizes);
    // The marketplace's own entry says how many pictures a listing carries.
    const marketplace = verticals.manifest.verticals.find((v) => v.name === 'marketplace');
    expect(marketplace?.media).toEqual({ MARKETPLACE: MAX_IMAGES_PER_CONTEXT.MARKETPLACE });
  });

  it('refuses a media context or page size two owners declare, and limits below one', () => {
    const manifest = structuredClone(verticals.manifest);
    const reviews = manifest.verticals.find((v) => v.name === 'reviews');
    if (!reviews) throw new Error('reviews is in the manifest');
    reviews.media = { MARKETPLACE: 3, RATING: 0 };
    reviews.pageSizes = { listings: 20 };
    expect(verticals.manifestProblems(manifest).sort()).toEqual([
      'reviews: media context MARKETPLACE is already used by marketplace',
      'reviews: media context RATING allows 1 or more images, not 0',
      'reviews: page size listings is already used by marketplace',
    ]);
  });

  it('seeds each demoSeed vertical from tools/seed/seed-<name>.mjs and its seedDemo<Name>', () => {
    const seeded = verticals.demoSeedsOf(verticals.manifest);
    expect(seeded).toEqual(['communities', 'marketplace', 'reviews', 'notifications']);
    for (const name of seeded) {
      const exported = `seedDemo${name[0]?.toUpperCase()}${name.slice(1)}`;
      expect(readFileSync(path.join(ROOT, `tools/seed/seed-${name}.mjs`), 'utf8')).toContain(
        `export async function ${exported}(`,
      );
    }
  });
});
