import path from 'node:path';
import { z } from 'zod';
import { REMOTE_APPS, containerName, type RemoteApp } from './remote-apps';
import type { S3ReleaseStoreOptions } from './releases/s3-release-store';

export type ReleaseStoreConfig = { kind: 'fs'; dir: string } | ({ kind: 's3' } & S3ReleaseStoreOptions);

export interface FrontendsConfig {
  releaseStore: ReleaseStoreConfig;
  /** Per-remote override of where its mf-manifest.json lives (a CDN, a second origin); wins over releases. */
  remoteUrls: Partial<Record<RemoteApp, string>>;
  /** How long the gateway reuses a remote's release record (0: read per request; S3 reads are cached briefly). */
  recordCacheMs: number;
}

const WORKSPACE_ROOT = path.resolve(__dirname, '../../../..');
const optionalString = z.string().trim().min(1).optional().catch(undefined);

/** `REMOTE_URL_MFE_EVENTS` for `mfe-events`: the container name in capitals. */
export function remoteUrlEnvKey(remote: RemoteApp): string {
  return `REMOTE_URL_${containerName(remote).toUpperCase()}`;
}

const frontendsEnvSchema = z
  .object({
    RELEASE_STORE: z.enum(['fs', 's3']).default('fs'),
    RELEASES_DIR: z.string().default(path.join(WORKSPACE_ROOT, '.data', 'releases')),
    RELEASE_S3_BUCKET: optionalString,
    RELEASE_S3_REGION: z.string().default('us-east-1'),
    RELEASE_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    RELEASE_S3_ACCESS_KEY_ID: optionalString,
    RELEASE_S3_SECRET_ACCESS_KEY: optionalString,
    RELEASE_S3_PREFIX: z.string().default(''),
    RELEASE_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
    RELEASE_RECORD_CACHE_MS: z.coerce.number().int().min(0).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.RELEASE_STORE !== 's3') return;
    for (const key of ['RELEASE_S3_BUCKET', 'RELEASE_PUBLIC_URL'] as const) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when RELEASE_STORE=s3' });
    }
  });

/** A remote URL override: a full `.../mf-manifest.json` URL, or the folder that holds it. */
function manifestUrlOf(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`${value}: only http(s) remotes`);
  return url.pathname.endsWith('.json') ? url.href : `${url.href.replace(/\/$/, '')}/mf-manifest.json`;
}

/** Reads the front-end delivery settings (release store, remote overrides); every problem at once. */
export function loadFrontendsConfig(env: Record<string, string | undefined> = process.env): FrontendsConfig {
  const result = frontendsEnvSchema.safeParse(env);
  const problems: string[] = result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
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
  if (!result.success || problems.length > 0)
    throw new Error(`Invalid front-end configuration: ${problems.join('; ')}`);
  const parsed = result.data;
  const releaseStore: ReleaseStoreConfig =
    parsed.RELEASE_STORE === 's3'
      ? {
          kind: 's3',
          bucket: parsed.RELEASE_S3_BUCKET as string,
          region: parsed.RELEASE_S3_REGION,
          ...(parsed.RELEASE_S3_ENDPOINT ? { endpoint: parsed.RELEASE_S3_ENDPOINT } : {}),
          ...(parsed.RELEASE_S3_ACCESS_KEY_ID && parsed.RELEASE_S3_SECRET_ACCESS_KEY
            ? {
                credentials: {
                  accessKeyId: parsed.RELEASE_S3_ACCESS_KEY_ID,
                  secretAccessKey: parsed.RELEASE_S3_SECRET_ACCESS_KEY,
                },
              }
            : {}),
          prefix: parsed.RELEASE_S3_PREFIX,
          publicBaseUrl: parsed.RELEASE_PUBLIC_URL as string,
        }
      : { kind: 'fs', dir: path.resolve(parsed.RELEASES_DIR) };
  return {
    releaseStore,
    remoteUrls,
    recordCacheMs: parsed.RELEASE_RECORD_CACHE_MS ?? (releaseStore.kind === 's3' ? 5_000 : 0),
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
