import path from 'node:path';
import { z } from 'zod';
import {
  baseServiceEnvSchema,
  loadConfig,
  serviceUrlEnv,
  toBaseServiceConfig,
  type BaseServiceConfig,
} from '@campusloop/service-kit';

/** Where a generated signing secret is kept inside DATA_DIR (development and tests; production sets MEDIA_SIGNING_SECRET). */
export const SIGNING_SECRET_FILE = 'media-signing-secret';

const WORKSPACE_ROOT = path.resolve(__dirname, '../../../..');
const positiveInt = z.coerce.number().int().positive();
const optionalString = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));
const optionalUrl = optionalString.pipe(z.url({ protocol: /^https?$/ }).optional());

export const mediaEnvSchema = baseServiceEnvSchema
  .extend({
    PORT: z.coerce.number().int().min(0).max(65535).default(3102),
    IDENTITY_JWKS_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:3101/internal/jwks'),
    /** Identity's base URL: revoked sessions are polled from its /internal/sessions/revoked (fallback to its events). */
    IDENTITY_URL: serviceUrlEnv().default('http://127.0.0.1:3101'),
    MEDIA_DRIVER: z.enum(['local', 's3']).default('local'),
    MEDIA_DIR: z.string().default('.data/media'),
    /** Per-installation files (a generated signing secret); cwd-relative like identity's. */
    DATA_DIR: z.string().min(1).default('.data'),
    /** Required in production; otherwise, when unset, main.ts generates one per installation into DATA_DIR. */
    MEDIA_SIGNING_SECRET: optionalString.pipe(
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    /** Origin put in front of `/api/v1/...` URLs; unset → origin-relative URLs. */
    PUBLIC_BASE_URL: optionalUrl,
    S3_ENDPOINT: optionalUrl,
    S3_BUCKET: optionalString,
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** Public bucket (or CDN) URL; unset → reads go through `/api/v1/media/<key>` (redirect to a presigned GET). */
    S3_PUBLIC_BASE_URL: optionalUrl,
    UPLOAD_URL_TTL_SECONDS: positiveInt.max(3600).default(900),
    UPLOAD_RATE_LIMIT: positiveInt.default(60),
    UPLOAD_RATE_WINDOW_SECONDS: positiveInt.default(600),
    /** How long an unattached upload counts towards the per-context limit at presign time. */
    UPLOAD_DRAFT_WINDOW_SECONDS: positiveInt.default(3600),
    /** Unattached uploads are removed after this. */
    UPLOAD_ABANDON_AFTER_SECONDS: positiveInt.default(24 * 3600),
    UPLOAD_SWEEP_INTERVAL_SECONDS: positiveInt.default(900),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.MEDIA_SIGNING_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['MEDIA_SIGNING_SECRET'], message: 'is required in production' });
    }
    if (env.MEDIA_DRIVER === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when MEDIA_DRIVER=s3' });
    }
    if (!!env.S3_ACCESS_KEY_ID !== !!env.S3_SECRET_ACCESS_KEY) {
      ctx.addIssue({
        code: 'custom',
        path: ['S3_SECRET_ACCESS_KEY'],
        message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
      });
    }
  });

export interface S3Settings {
  endpoint?: string;
  bucket: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  publicBaseUrl?: string;
}

export interface UploadPolicy {
  urlTtlSeconds: number;
  draftWindowSeconds: number;
  abandonAfterSeconds: number;
  rateLimit: { limit: number; windowMs: number };
}

export interface MediaConfig extends BaseServiceConfig {
  identityJwksUrl: string;
  identityUrl: string;
  driver: 'local' | 's3';
  /** Absolute. */
  mediaDir: string;
  dataDir: string;
  /** MEDIA_SIGNING_SECRET; undefined outside production → generated per installation at start (main.ts). */
  signingSecret: string | undefined;
  /** '' for origin-relative URLs, else an origin without trailing slash. */
  publicBaseUrl: string;
  s3?: S3Settings;
  uploads: UploadPolicy;
  sweepIntervalMs: number;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

export function loadMediaConfig(env: Record<string, string | undefined> = process.env): MediaConfig {
  const parsed = loadConfig(mediaEnvSchema, env);
  return {
    ...toBaseServiceConfig(parsed),
    identityJwksUrl: parsed.IDENTITY_JWKS_URL,
    identityUrl: parsed.IDENTITY_URL,
    driver: parsed.MEDIA_DRIVER,
    mediaDir: path.resolve(WORKSPACE_ROOT, parsed.MEDIA_DIR),
    dataDir: parsed.DATA_DIR,
    signingSecret: parsed.MEDIA_SIGNING_SECRET,
    publicBaseUrl: parsed.PUBLIC_BASE_URL ? withoutTrailingSlash(parsed.PUBLIC_BASE_URL) : '',
    s3: parsed.S3_BUCKET
      ? {
          endpoint: parsed.S3_ENDPOINT,
          bucket: parsed.S3_BUCKET,
          region: parsed.S3_REGION,
          credentials:
            parsed.S3_ACCESS_KEY_ID && parsed.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: parsed.S3_ACCESS_KEY_ID, secretAccessKey: parsed.S3_SECRET_ACCESS_KEY }
              : undefined,
          publicBaseUrl: parsed.S3_PUBLIC_BASE_URL
            ? withoutTrailingSlash(parsed.S3_PUBLIC_BASE_URL)
            : undefined,
        }
      : undefined,
    uploads: {
      urlTtlSeconds: parsed.UPLOAD_URL_TTL_SECONDS,
      draftWindowSeconds: parsed.UPLOAD_DRAFT_WINDOW_SECONDS,
      abandonAfterSeconds: parsed.UPLOAD_ABANDON_AFTER_SECONDS,
      rateLimit: { limit: parsed.UPLOAD_RATE_LIMIT, windowMs: parsed.UPLOAD_RATE_WINDOW_SECONDS * 1000 },
    },
    sweepIntervalMs: parsed.UPLOAD_SWEEP_INTERVAL_SECONDS * 1000,
  };
}
