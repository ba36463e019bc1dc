/** Spec §9: image URLs live 30 min (default images 24 h); at most 1000, oldest non-default evicted first. */
export const IMAGE_URL_TTL_MS = 30 * 60 * 1000;
export const DEFAULT_IMAGE_URL_TTL_MS = 24 * 60 * 60 * 1000;
export const IMAGE_URL_CACHE_MAX_ENTRIES = 1000;

export interface ImageUrlCacheOptions {
  ttlMs?: number;
  defaultTtlMs?: number;
  maxEntries?: number;
  /** Milliseconds since the epoch; injectable for tests. */
  now?: () => number;
}

interface Entry {
  url: string;
  isDefault: boolean;
  expiresAt: number;
}

/**
 * Client cache of resolved image URLs by media id or key. Entries expire after their TTL; when full,
 * expired entries go first, then the oldest non-default entry, and only when every entry is a
 * default image the oldest default one. "Oldest" is by when the entry was stored.
 */
export class ImageUrlCache {
  private readonly entries = new Map<string, Entry>();
  private readonly ttlMs: number;
  private readonly defaultTtlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: ImageUrlCacheOptions = {}) {
    this.ttlMs = options.ttlMs ?? IMAGE_URL_TTL_MS;
    this.defaultTtlMs = options.defaultTtlMs ?? DEFAULT_IMAGE_URL_TTL_MS;
    this.maxEntries = options.maxEntries ?? IMAGE_URL_CACHE_MAX_ENTRIES;
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.url;
  }

  set(key: string, url: string, { isDefault = false }: { isDefault?: boolean } = {}): void {
    // Re-inserting moves the key to the end: Map order is storage order.
    this.entries.delete(key);
    this.entries.set(key, { url, isDefault, expiresAt: this.now() + (isDefault ? this.defaultTtlMs : this.ttlMs) });
    if (this.entries.size > this.maxEntries) this.evict();
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  private evict(): void {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
    while (this.entries.size > this.maxEntries) {
      let victim: string | undefined;
      for (const [key, entry] of this.entries) {
        if (!entry.isDefault) {
          victim = key;
          break;
        }
      }
      victim ??= this.entries.keys().next().value;
      if (victim === undefined) return;
      this.entries.delete(victim);
    }
  }
}
