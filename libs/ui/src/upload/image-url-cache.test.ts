import { ImageUrlCache } from './image-url-cache';

const MINUTE = 60_000;

function cacheAt(start = 0, maxEntries?: number) {
  let now = start;
  const cache = new ImageUrlCache({ now: () => now, ...(maxEntries ? { maxEntries } : {}) });
  return { cache, advance: (ms: number) => (now += ms) };
}

describe('ImageUrlCache', () => {
  it('keeps an image URL for 30 minutes', () => {
    const { cache, advance } = cacheAt();
    cache.set('a', '/api/v1/media/post/a.jpg');

    advance(30 * MINUTE - 1);
    expect(cache.get('a')).toBe('/api/v1/media/post/a.jpg');
    advance(1);
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps a default image URL for 24 hours', () => {
    const { cache, advance } = cacheAt();
    cache.set('default-cover', '/covers/default.png', { isDefault: true });

    advance(24 * 60 * MINUTE - 1);
    expect(cache.get('default-cover')).toBe('/covers/default.png');
    advance(1);
    expect(cache.get('default-cover')).toBeUndefined();
  });

  it('holds at most 1000 entries by default, dropping the oldest non-default one first', () => {
    const { cache } = cacheAt();
    cache.set('default', '/d.png', { isDefault: true });
    for (let index = 0; index < 1000; index += 1) cache.set(`k${index}`, `/${index}.jpg`);

    expect(cache.size).toBe(1000);
    expect(cache.get('default')).toBe('/d.png');
    expect(cache.get('k0')).toBeUndefined();
    expect(cache.get('k1')).toBe('/1.jpg');
  });

  it('drops expired entries before live ones when full', () => {
    const { cache, advance } = cacheAt(0, 2);
    cache.set('old', '/old.jpg');
    advance(31 * MINUTE);
    cache.set('b', '/b.jpg');

    cache.set('c', '/c.jpg');

    expect(cache.get('b')).toBe('/b.jpg');
    expect(cache.get('c')).toBe('/c.jpg');
  });

  it('when every entry is a default image, the oldest default goes', () => {
    const { cache } = cacheAt(0, 2);
    cache.set('d1', '/1.png', { isDefault: true });
    cache.set('d2', '/2.png', { isDefault: true });

    cache.set('d3', '/3.png', { isDefault: true });

    expect(cache.get('d1')).toBeUndefined();
    expect(cache.get('d3')).toBe('/3.png');
  });

  it('storing a key again refreshes its age', () => {
    const { cache } = cacheAt(0, 2);
    cache.set('a', '/a.jpg');
    cache.set('b', '/b.jpg');
    cache.set('a', '/a2.jpg');

    cache.set('c', '/c.jpg');

    expect(cache.get('a')).toBe('/a2.jpg');
    expect(cache.get('b')).toBeUndefined();
  });
});
