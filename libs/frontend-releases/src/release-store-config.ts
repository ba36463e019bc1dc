import path from 'node:path';
import { z } from 'zod';
import type { S3ReleaseStoreOptions } from './s3-release-store';

export type ReleaseStoreConfig = { kind: 'fs'; dir: string } | ({ kind: 's3' } & S3ReleaseStoreOptions);

const WORKSPACE_ROOT = path.resolve(__dirname, '../../..');
const optionalString = z.string().trim().min(1).optional();

const releaseStoreEnvSchema = z
  .object({
    RELEASE_STORE: z.enum(['fs', 's3']).default('fs'),
    RELEASES_DIR: z.string().optional(),
    DATA_DIR: z.string().optional(),
    RELEASE_S3_BUCKET: optionalString,
    RELEASE_S3_REGION: z.string().default('us-east-1'),
    RELEASE_S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    RELEASE_S3_ACCESS_KEY_ID: optionalString,
    RELEASE_S3_SECRET_ACCESS_KEY: optionalString,
    RELEASE_S3_PREFIX: z.string().default(''),
    RELEASE_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  })
  .superRefine((env, ctx) => {
    if (!!env.RELEASE_S3_ACCESS_KEY_ID !== !!env.RELEASE_S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['RELEASE_S3_SECRET_ACCESS_KEY'],
        message: 'goes together with RELEASE_S3_ACCESS_KEY_ID',
      });
    }
    if (env.RELEASE_STORE !== 's3') return;
    for (const key of ['RELEASE_S3_BUCKET', 'RELEASE_PUBLIC_URL'] as const) {
      if (!env[key])
        ctx.addIssue({ code: 'custom', path: [key], message: 'is required when RELEASE_STORE=s3' });
    }
  });

/**
 * Where releases live, from the environment (the gateway and `npm run release` read the same keys):
 * `RELEASE_STORE=fs` (default) → `RELEASES_DIR` (default `<DATA_DIR>/releases`, DATA_DIR defaulting to
 * `<workspace>/.data` as for every service);
 * `RELEASE_STORE=s3` → `RELEASE_S3_*` and `RELEASE_PUBLIC_URL` (the CDN or public bucket URL).
 * Returns the problems instead of throwing so a caller can list them with its own.
 */
export function parseReleaseStoreConfig(
  env: Record<string, string | undefined>,
): { config: ReleaseStoreConfig; problems: [] } | { config: null; problems: string[] } {
  const result = releaseStoreEnvSchema.safeParse(env);
  if (!result.success) {
    return {
      config: null,
      problems: result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    };
  }
  const parsed = result.data;
  if (parsed.RELEASE_STORE === 'fs') {
    const dir =
      parsed.RELEASES_DIR ?? path.join(parsed.DATA_DIR ?? path.join(WORKSPACE_ROOT, '.data'), 'releases');
    return { config: { kind: 'fs', dir: path.resolve(dir) }, problems: [] };
  }
  return {
    config: {
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
    },
    problems: [],
  };
}

export function loadReleaseStoreConfig(
  env: Record<string, string | undefined> = process.env,
): ReleaseStoreConfig {
  const { config, problems } = parseReleaseStoreConfig(env);
  if (!config) throw new Error(`Invalid release store configuration: ${problems.join('; ')}`);
  return config;
}
