import { z } from 'zod';
import { parseReleaseStoreConfig, type ReleaseStoreConfig } from '@campusloop/frontend-releases';
import { REMOTE_APPS, containerName, type RemoteApp } from './remote-apps';

export interface FrontendsConfig {
  releaseStore: ReleaseStoreConfig;
  /** Per-remote override of where its mf-manifest.json lives (a CDN, a second origin); wins over releases. */
  remoteUrls: Partial<Record<RemoteApp, string>>;
  /** How long the gateway reuses a remote's release record (0: read per request; S3 reads are cached briefly). */
  recordCacheMs: number;
  /**
   * Whether `*.map` files are served. Off in production (they publish the source; keep them for error
   * reporting instead), on elsewhere; `PUBLIC_SOURCE_MAPS=true|false` decides explicitly.
   */
  publicSourceMaps: boolean;
  /**
   * `MEDIA_ORIGINS`: origins other than the gateway's where pages upload to and read images from —
   * media's S3 bucket (its presigned PUTs and GETs) and `S3_PUBLIC_BASE_URL`'s CDN. The CSP allows
   * them for connections and images only, never for scripts.
   */
  mediaOrigins: string[];
}

/** `REMOTE_URL_MFE_EVENTS` for `mfe-events`: the container name in capitals. */
export function remoteUrlEnvKey(remote: RemoteApp): string {
  return `REMOTE_URL_${containerName(remote).toUpperCase()}`;
}

const recordCacheSchema = z.coerce.number().int().min(0).optional();

/** A remote URL override: a full `.../mf-manifest.json` URL, or the folder that holds it. */
function manifestUrlOf(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${value}: only http(s) remotes`);
  return url.pathname.endsWith('.json') ? url.href : `${url.href.replace(/\/$/, '')}/mf-manifest.json`;
}

/** The origin of an http(s) URL (`https://bucket.example.org/some/path` → `https://bucket.example.org`), else undefined. */
function httpOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Reads the front-end delivery settings (release store, remote overrides); every problem at once. */
export function loadFrontendsConfig(env: Record<string, string | undefined> = process.env): FrontendsConfig {
  const store = parseReleaseStoreConfig(env);
  const problems: string[] = [...store.problems];
  const cache = recordCacheSchema.safeParse(env.RELEASE_RECORD_CACHE_MS);
  if (!cache.success) problems.push('RELEASE_RECORD_CACHE_MS: must be a whole number of milliseconds');
  const sourceMaps = env.PUBLIC_SOURCE_MAPS?.trim().toLowerCase();
  if (sourceMaps && sourceMaps !== 'true' && sourceMaps !== 'false')
    problems.push('PUBLIC_SOURCE_MAPS: must be true or false');
  const remoteUrls: Partial<Record<RemoteApp, string>> = {};
  for (const remote of REMOTE_APPS) {
    const value = env[remoteUrlEnvKey(remote)]?.trim();
    if (!value) continue;
    try {
      remoteUrls[remote] = manifestUrlOf(value);
    } catch {
      problems.push(`${remoteUrlEnvKey(remote)}: must be an http(s) URL`);
    }
  }
  const mediaOrigins: string[] = [];
  for (const value of (env.MEDIA_ORIGINS ?? '').split(',').map((item) => item.trim()).filter(Boolean)) {
    const origin = httpOrigin(value);
    if (origin) mediaOrigins.push(origin);
    else problems.push(`MEDIA_ORIGINS: ${value} is not an http(s) origin`);
  }
  if (!store.config || problems.length > 0)
    throw new Error(`Invalid front-end configuration: ${problems.join('; ')}`);
  const releaseStore = store.config;
  return {
    releaseStore,
    remoteUrls,
    recordCacheMs: (cache.success ? cache.data : undefined) ?? (releaseStore.kind === 's3' ? 5_000 : 0),
    publicSourceMaps: sourceMaps ? sourceMaps === 'true' : env.NODE_ENV !== 'production',
    mediaOrigins: [...new Set(mediaOrigins)],
  };
}

/** Origins other than the gateway's own that front-end code may come from (CSP allows exactly these). */
export function remoteOrigins(config: FrontendsConfig): string[] {
  const urls = [
    ...Object.values(config.remoteUrls),
    ...(config.releaseStore.kind === 's3' ? [config.releaseStore.publicBaseUrl] : []),
  ];
  return [...new Set(urls.map((url) => new URL(url as string).origin))];
}
