import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  MAX_IMAGES_PER_CONTEXT,
  MEDIA_CONTEXTS,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_SOURCE_EVENTS,
  PAGE_SIZES,
  VERTICAL_NOTIFICATION_SOURCES,
} from '@campusloop/contracts';
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

describe("a vertical's notification kinds, declared with it (issue 33)", () => {
  it("the Settings categories are the notifying verticals' manifest categories; their kinds come from their own contracts", () => {
    const { verticals: notifying, categories } = verticals.notificationsOf(verticals.manifest);
    expect([...NOTIFICATION_CATEGORIES]).toEqual(categories);
    expect([...NOTIFICATION_CATEGORIES]).toEqual(['POST', 'COMMENT', 'EVENT', 'MARKETPLACE']);
    expect(Object.keys(VERTICAL_NOTIFICATION_SOURCES)).toEqual(notifying);
    for (const name of notifying) {
      const entry = verticals.manifest.verticals.find((v) => v.name === name);
      for (const [type, source] of Object.entries(VERTICAL_NOTIFICATION_SOURCES[name] ?? {})) {
        // A kind belongs to one of its vertical's categories and to an event the vertical publishes.
        expect(entry?.notifications?.categories).toContain(source.category);
        expect(entry?.service?.publishes).toContain(type);
      }
    }
  });

  it('the notifications service subscribes to exactly the events that become notifications', () => {
    const entry = verticals.manifest.verticals.find((v) => v.name === 'notifications');
    expect([...(entry?.service?.subscribes?.events ?? [])].sort()).toEqual(
      Object.keys(NOTIFICATION_SOURCE_EVENTS).sort(),
    );
  });

  it('refuses a notifications entry without categories', () => {
    const manifest = structuredClone(verticals.manifest);
    const reviews = manifest.verticals.find((v) => v.name === 'reviews');
    if (!reviews) throw new Error('reviews is in the manifest');
    reviews.notifications = { categories: [] };
    expect(verticals.manifestProblems(manifest)).toEqual([
      'reviews: notifications is { "categories": ["UPPER_CASE", …] } (its kinds in libs/contracts/src/reviews/reviews-notifications.ts) or absent',
    ]);
  });
});
