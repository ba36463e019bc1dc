import path from 'node:path';
import { z } from 'zod';
import { baseServiceEnvSchema, cidrListEnv, loadConfig } from '@campusloop/service-kit';
import { loadFrontendsConfig, type FrontendsConfig } from '../frontends/frontends-config';
import type { TrustProxy } from '../http/client-address';
import type { RateLimitSettings } from '../http/rate-limits';
import { UPSTREAMS, UPSTREAM_NAMES, timeoutEnvKey, type UpstreamName } from '../routing/upstreams';
import { FRONT_END_DEV_PORTS } from '../routing/verticals.generated';

export interface UpstreamConfig {
  /** The first instance's base URL (the JWKS of identity is read there). */
  url: string;
  /** Every instance's base URL (`FEED_URL=http://a:3003,http://b:3003`): more than one is balanced. */
  urls: string[];
  /** Idle time allowed while waiting on the upstream before the gateway answers 504. */
  timeoutMs: number;
}

export interface GatewayConfig {
  nodeEnv: 'development' | 'test' | 'production';
  host: string;
  port: number;
  logLevel?: string;
  upstreams: Record<UpstreamName, UpstreamConfig>;
  /** A connection not established within this time counts as "upstream down" (503). */
  connectTimeoutMs: number;
  /** Keep-alive pool per upstream. */
  maxSocketsPerUpstream: number;
  /** On SIGTERM, /readyz answers 503 this long before the drain (DRAIN_GRACE_MS, rolling restarts). */
  readinessGraceMs: number;
  /** A service with several instances: how often each instance's /readyz is asked. */
  healthIntervalMs: number;
  /** Idle pooled sockets close after this; below the services' 65 s keepAliveTimeout. */
  keepAliveIdleMs: number;
  /** Per-account and per-IP budgets per route class, campus ranges, and where counts live. */
  rateLimit: RateLimitSettings;
  /** `database` store: the database of the shared counts (`campusloop_gateway`). */
  mongodbUri: string;
  /** Where the installation's generated service token secret lives (identity's JWKS wants a service token). */
  dataDir: string;
  serviceTokenSecret?: string;
  /**
   * Origins allowed with credentials: the app's public origin (PUBLIC_BASE_URL), then CORS_ORIGINS,
   * or outside production the local dev origins. Nothing is inferred from the request's Host header.
   */
  corsOrigins: string[];
  /** Proxies in front of the gateway to trust for the client address: false (the edge, default), true, or a hop count. */
  trustProxy: TrustProxy;
  /** Where the built front ends live: `<distDir>/shell`, `<distDir>/mfe-feed`, ... */
  distDir: string;
  /** Release store and per-remote URL overrides (RELEASE_*, REMOTE_URL_*; see frontends/frontends-config.ts). */
  frontends: FrontendsConfig;
}

const WORKSPACE_ROOT = path.resolve(__dirname, '../../../..');
const positiveInt = z.coerce.number().int().positive();

const httpUrl = z.url({ protocol: /^https?$/ });

/** One base URL, or several separated by commas (the instances of one service), without a trailing slash. */
const instanceUrls = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((value, ctx) => {
      const urls = value
        .split(',')
        .map((url) => url.trim().replace(/\/$/, ''))
        .filter(Boolean);
      if (urls.length === 0 || urls.some((url) => !httpUrl.safeParse(url).success)) {
        ctx.addIssue({ code: 'custom', message: 'must be one http(s) URL or several separated by commas' });
        return z.NEVER;
      }
      return [...new Set(urls)];
    });

const upstreamEnvShape = Object.fromEntries(
  UPSTREAM_NAMES.flatMap((name) => [
    [UPSTREAMS[name].urlEnv, instanceUrls(UPSTREAMS[name].defaultUrl)],
    [timeoutEnvKey(name), positiveInt.optional()],
  ]),
) as Record<string, z.ZodType>;

const fixedEnvSchema = baseServiceEnvSchema
  .pick({ NODE_ENV: true, HOST: true, LOG_LEVEL: true, DATA_DIR: true, SERVICE_TOKEN_SECRET: true, DRAIN_GRACE_MS: true })
  .extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  UPSTREAM_TIMEOUT_MS: positiveInt.default(30_000),
  UPSTREAM_CONNECT_TIMEOUT_MS: positiveInt.default(1_000),
  UPSTREAM_MAX_SOCKETS: positiveInt.default(64),
  UPSTREAM_KEEP_ALIVE_MS: positiveInt.max(60_000).default(30_000),
  UPSTREAM_HEALTH_INTERVAL_MS: positiveInt.default(500),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(60),
  RATE_LIMIT_ACCOUNT_READS: positiveInt.default(600),
  RATE_LIMIT_ACCOUNT_WRITES: positiveInt.default(30),
  RATE_LIMIT_ACCOUNT_UPLOADS: positiveInt.default(60),
  RATE_LIMIT_IP_READS: positiveInt.default(3000),
  RATE_LIMIT_IP_WRITES: positiveInt.default(300),
  RATE_LIMIT_IP_UPLOADS: positiveInt.default(60),
  RATE_LIMIT_IP_AUTH: positiveInt.default(1200),
  CAMPUS_NETWORKS: cidrListEnv,
  CAMPUS_NETWORK_FACTOR: positiveInt.default(10),
  RATE_LIMIT_STORE: z.enum(['memory', 'database']).default('memory'),
  MONGODB_URI: baseServiceEnvSchema.shape.MONGODB_URI.default('mongodb://127.0.0.1:27117/'),
  IDENTITY_JWKS_URL: z.url({ protocol: /^https?$/ }).optional(),
  CORS_ORIGINS: z.string().optional(),
  /** The origin people open the app at (e.g. https://campusloop.app); required in production. */
  PUBLIC_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+)$/, 'must be true, false or a number of hops')
    .default('false'),
  DIST_DIR: z.string().default(path.join(WORKSPACE_ROOT, 'dist')),
});

/** Every env key the gateway reads: the fixed ones plus `<SERVICE>_URL` and `<SERVICE>_TIMEOUT_MS` per upstream. */
export const gatewayEnvSchema = fixedEnvSchema.extend(upstreamEnvShape);

/** Development only: the shell's origins on the gateway port and 3000, and the dev servers of the shell and remotes (vertical manifest). */
export function defaultCorsOrigins(port: number): string[] {
  const ports = new Set([port, 3000, ...FRONT_END_DEV_PORTS]);
  return [...ports].flatMap((p) => [`http://localhost:${p}`, `http://127.0.0.1:${p}`]);
}

function parseTrustProxy(value: string): TrustProxy {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return Number(value);
}

function parseOrigins(value: string): string[] {
  return value
    .split(',')
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

/**
 * Who may call with credentials: the public origin, plus CORS_ORIGINS when set; without it, the local
 * dev origins outside production and nothing more in production.
 */
function allowedOrigins(env: z.infer<typeof fixedEnvSchema>): string[] {
  const extra = env.CORS_ORIGINS
    ? parseOrigins(env.CORS_ORIGINS)
    : env.NODE_ENV === 'production'
      ? []
      : defaultCorsOrigins(env.PORT);
  const publicOrigin = env.PUBLIC_BASE_URL ? [new URL(env.PUBLIC_BASE_URL).origin] : [];
  return [...new Set([...publicOrigin, ...extra])];
}

/** Reads and validates the gateway's environment (every problem listed at once). */
export function loadGatewayConfig(env: Record<string, string | undefined> = process.env): GatewayConfig {
  const parsed = loadConfig(
    gatewayEnvSchema.superRefine((value, ctx) => {
      if (value.NODE_ENV === 'production' && !value.PUBLIC_BASE_URL) {
        ctx.addIssue({ code: 'custom', path: ['PUBLIC_BASE_URL'], message: 'is required in production (the origin the app is served at)' });
      }
    }),
    env,
  ) as z.infer<typeof fixedEnvSchema> & Record<string, unknown>;
  const upstreams = Object.fromEntries(
    UPSTREAM_NAMES.map((name) => [
      name,
      {
        url: (parsed[UPSTREAMS[name].urlEnv] as string[])[0] as string,
        urls: parsed[UPSTREAMS[name].urlEnv] as string[],
        timeoutMs: (parsed[timeoutEnvKey(name)] as number | undefined) ?? parsed.UPSTREAM_TIMEOUT_MS,
      },
    ]),
  ) as Record<UpstreamName, UpstreamConfig>;
  return {
    nodeEnv: parsed.NODE_ENV,
    host: parsed.HOST,
    port: parsed.PORT,
    ...(parsed.LOG_LEVEL ? { logLevel: parsed.LOG_LEVEL } : {}),
    upstreams,
    connectTimeoutMs: parsed.UPSTREAM_CONNECT_TIMEOUT_MS,
    maxSocketsPerUpstream: parsed.UPSTREAM_MAX_SOCKETS,
    healthIntervalMs: parsed.UPSTREAM_HEALTH_INTERVAL_MS,
    readinessGraceMs: parsed.DRAIN_GRACE_MS,
    keepAliveIdleMs: parsed.UPSTREAM_KEEP_ALIVE_MS,
    rateLimit: {
      windowMs: parsed.RATE_LIMIT_WINDOW_SECONDS * 1000,
      perAccount: {
        reads: parsed.RATE_LIMIT_ACCOUNT_READS,
        writes: parsed.RATE_LIMIT_ACCOUNT_WRITES,
        uploads: parsed.RATE_LIMIT_ACCOUNT_UPLOADS,
      },
      perIp: {
        reads: parsed.RATE_LIMIT_IP_READS,
        writes: parsed.RATE_LIMIT_IP_WRITES,
        uploads: parsed.RATE_LIMIT_IP_UPLOADS,
        auth: parsed.RATE_LIMIT_IP_AUTH,
      },
      campusNetworks: parsed.CAMPUS_NETWORKS,
      campusFactor: parsed.CAMPUS_NETWORK_FACTOR,
      store: parsed.RATE_LIMIT_STORE,
      jwksUrl: parsed.IDENTITY_JWKS_URL ?? `${upstreams.identity.url}/internal/jwks`,
    },
    mongodbUri: parsed.MONGODB_URI,
    dataDir: parsed.DATA_DIR,
    ...(parsed.SERVICE_TOKEN_SECRET ? { serviceTokenSecret: parsed.SERVICE_TOKEN_SECRET } : {}),
    corsOrigins: allowedOrigins(parsed),
    trustProxy: parseTrustProxy(parsed.TRUST_PROXY),
    distDir: path.resolve(parsed.DIST_DIR),
    frontends: loadFrontendsConfig(env),
  };
}
